/** Gatsby 5.16's rules with babel-loader, in their order, shaped as Gatsby, gatsby-plugin-mdx and gatsby-plugin-typescript build them (fast-transpile.test.ts quotes the sources). */
export type Item = { loader: string; options?: Record<string, unknown> };
export const BABEL: Item = { loader: '/n/gatsby/dist/utils/babel-loader.js' };
export const MDX: Item = { loader: '/n/gatsby-plugin-mdx/dist/gatsby-mdx-loader' };
export const LAYOUT: Item = { loader: '/n/gatsby-plugin-mdx/dist/gatsby-layout-loader' };

export const gatsbyRules = () => [
  { test: /\.(js|mjs|jsx|ts|tsx)$/, include: () => true, type: 'javascript/auto', use: () => [BABEL] },
  { test: /\.mdx?$/, use: () => [BABEL, MDX] },
  { test: /\.[tj]sx?$/, resourceQuery: /__contentFilePath=.+\.mdx?(&export=.*)?$/, use: () => [BABEL, LAYOUT] },
  { test: /\.tsx?$/, use: () => [BABEL] },
];
