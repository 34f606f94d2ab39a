// `import text from './file?raw'`: the file's exact text, via the webpack rule in src/node/output/webpack.ts.
declare module '*?raw' {
  const source: string;
  export default source;
}
