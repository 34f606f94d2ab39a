// `import source from './file?highlight'`: the file highlighted at build time, via the webpack rule in src/node/output/webpack.ts
// (in a production build, a key to the markup in the page data).
declare module '*?highlight' {
  const source: import('../lib/code/code-ref').CodeRef;
  export default source;
}
