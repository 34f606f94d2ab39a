// Stands in for modules that do nothing in a production browser bundle (see src/node/output/webpack.ts).
export {};
