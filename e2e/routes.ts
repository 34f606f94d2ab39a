/**
 * The route table of the specification (SPEC.md §2), without the prefix,
 * with the h1 and title each page must show.
 */
export interface RouteExpectation {
  path: string;
  h1: string | RegExp;
  title: string;
}

export const docRoutes: RouteExpectation[] = [
  { path: 'docs', h1: 'Introduction', title: 'Introduction | React Dialog Hub' },
  { path: 'docs/intro', h1: 'Introduction', title: 'Introduction | React Dialog Hub' },
  { path: 'docs/getting-started', h1: 'Getting Started', title: 'Getting Started | React Dialog Hub' },
  { path: 'docs/category/guides', h1: 'Guides', title: 'Guides | React Dialog Hub' },
  { path: 'docs/lifecycle', h1: 'Dialog lifecycle', title: 'Dialog lifecycle | React Dialog Hub' },
  { path: 'docs/guides/animations', h1: 'Animations', title: 'Animations | React Dialog Hub' },
  { path: 'docs/guides/cancellation', h1: 'Cancellation and control', title: 'Cancellation and control | React Dialog Hub' },
  { path: 'docs/guides/server-rendering', h1: 'Server rendering and Next.js', title: 'Server rendering and Next.js | React Dialog Hub' },
  { path: 'docs/guides/testing', h1: 'Testing dialogs', title: 'Testing dialogs | React Dialog Hub' },
  { path: 'docs/guides/patterns', h1: 'Patterns', title: 'Patterns | React Dialog Hub' },
  { path: 'docs/comparison', h1: 'Comparison', title: 'Comparison | React Dialog Hub' },
  { path: 'docs/category/examples', h1: 'Examples', title: 'Examples | React Dialog Hub' },
  { path: 'docs/examples/plain', h1: 'Plain dialog element', title: 'Plain dialog element | React Dialog Hub' },
  { path: 'docs/examples/radix', h1: 'Radix Themes', title: 'Radix Themes | React Dialog Hub' },
  { path: 'docs/examples/mui', h1: 'Material UI', title: 'Material UI | React Dialog Hub' },
];

export const homeRoute: RouteExpectation = {
  path: '',
  h1: 'React Dialog Hub',
  title: 'Headless, type-safe dialog orchestration for React | React Dialog Hub',
};

const apiPage = (path: string, kind: string): RouteExpectation => {
  const name = path.slice(path.lastIndexOf('/') + 1);
  return { path, h1: `${kind}: ${name}`, title: `${name} | React Dialog Hub` };
};

/** The API reference routes of the spec's table, generated from the library's source. */
export const apiRoutes: RouteExpectation[] = [
  { path: 'docs/api/', h1: 'API Reference', title: 'API Reference | React Dialog Hub' },
  apiPage('docs/api/functions/DialogProvider', 'Function'),
  apiPage('docs/api/functions/useDialog', 'Function'),
  apiPage('docs/api/classes/DialogDismissedError', 'Class'),
  apiPage('docs/api/type-aliases/DialogBase', 'Type Alias'),
  apiPage('docs/api/type-aliases/DialogComponent', 'Type Alias'),
  apiPage('docs/api/type-aliases/DialogContextValue', 'Type Alias'),
  apiPage('docs/api/type-aliases/DialogHandle', 'Type Alias'),
  apiPage('docs/api/type-aliases/DialogProps', 'Type Alias'),
  apiPage('docs/api/type-aliases/DialogProviderProps', 'Type Alias'),
  apiPage('docs/api/type-aliases/ShowFn', 'Type Alias'),
  apiPage('docs/api/type-aliases/ShowOptions', 'Type Alias'),
  apiPage('docs/api/type-aliases/StackItem', 'Type Alias'),
  apiPage('docs/api/variables/DialogContext', 'Variable'),
];
