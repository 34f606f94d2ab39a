import webpack, { type Configuration, type Stats } from 'webpack';

/** One real webpack run of `config`, compiler closed (so a filesystem cache is written) before it resolves. */
export function runWebpack(config: Configuration): Promise<Stats> {
  const compiler = webpack(config);
  return new Promise((resolve, reject) => compiler.run((error, stats) => (error || !stats ? reject(error) : compiler.close(() => resolve(stats)))));
}
