import { siteConfig } from '../src/site-config';
import { API_INDEX, pageTitle } from './fixtures';

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
  { path: 'docs', h1: 'Introduction', title: pageTitle('Introduction') },
  { path: 'docs/intro', h1: 'Introduction', title: pageTitle('Introduction') },
  { path: 'docs/getting-started', h1: 'Getting Started', title: pageTitle('Getting Started') },
  { path: 'docs/category/guides', h1: 'Guides', title: pageTitle('Guides') },
  { path: 'docs/guides/lifecycle', h1: 'Dialog lifecycle', title: pageTitle('Dialog lifecycle') },
  { path: 'docs/guides/animations', h1: 'Animations', title: pageTitle('Animations') },
  { path: 'docs/guides/cancellation', h1: 'Cancellation and control', title: pageTitle('Cancellation and control') },
  { path: 'docs/guides/accessibility', h1: 'Accessibility and focus', title: pageTitle('Accessibility and focus') },
  { path: 'docs/guides/server-rendering', h1: 'Server rendering and Next.js', title: pageTitle('Server rendering and Next.js') },
  { path: 'docs/guides/testing', h1: 'Testing dialogs', title: pageTitle('Testing dialogs') },
  { path: 'docs/guides/patterns', h1: 'Patterns', title: pageTitle('Patterns') },
  { path: 'docs/guides/coming-from', h1: 'Coming from another library', title: pageTitle('Coming from another library') },
  { path: 'docs/troubleshooting', h1: 'Troubleshooting', title: pageTitle('Troubleshooting') },
  { path: 'docs/migration', h1: 'Migration', title: pageTitle('Migration') },
  { path: 'docs/changelog', h1: 'Changelog', title: pageTitle('Changelog') },
  { path: 'docs/comparison', h1: 'Comparison', title: pageTitle('Comparison') },
  { path: 'docs/category/examples', h1: 'Examples', title: pageTitle('Examples') },
  { path: 'docs/examples/plain', h1: 'Plain dialog element', title: pageTitle('Plain dialog element') },
  { path: 'docs/examples/radix', h1: 'Radix Themes', title: pageTitle('Radix Themes') },
  { path: 'docs/examples/mui', h1: 'Material UI', title: pageTitle('Material UI') },
];

export const homeRoute: RouteExpectation = {
  path: '',
  h1: 'React Dialog Hub',
  title: pageTitle('Headless, type-safe dialog orchestration for React'),
};

const apiPage = (path: string, kind: string): RouteExpectation => {
  const name = path.slice(path.lastIndexOf('/') + 1);
  return { path, h1: `${kind}: ${name}`, title: pageTitle(name) };
};

/** The API reference routes of the spec's table, generated from the library's source. */
export const apiRoutes: RouteExpectation[] = [
  { path: API_INDEX.slice(1), h1: 'API Reference', title: pageTitle('API Reference') },
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

/** Pages that moved (src/site-config.ts docs.redirects): the old route, without the prefix, and the new one. */
export const movedRoutes = siteConfig.docs.redirects.map(({ from, to }) => ({ from: from.slice(1), to: to.slice(1) }));
