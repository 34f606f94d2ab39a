// `import source from './file?highlight'`: the file highlighted at build time, via the webpack rule in src/node/webpack.ts.
declare module '*?highlight' {
  const source: import('../lib/highlight').HighlightedCode;
  export default source;
}
