import type { DemoName, Flavour } from '../examples/types';

/**
 * An example dialog as a project of its own: what the build writes for each
 * live example (src/node/example-project) and what its "Open in StackBlitz"
 * and "Download project" buttons fetch on click (src/mdx/ProjectActions).
 */
export interface ExampleProject {
  /** e.g. "React Dialog Hub: Alert dialog (plain)". */
  title: string;
  description: string;
  /** The file StackBlitz opens first. */
  openFile: string;
  /** Path from the project root → text, in a stable order. */
  files: Record<string, string>;
}

/** Where the project of an example is served, below the site's path prefix. */
export const exampleProjectPath = (flavour: Flavour, name: DemoName) => `/example-projects/${flavour}/${name}.json`;

/** The zip's name, also its top folder: `react-dialog-hub-plain-alert`. */
export const exampleProjectSlug = (flavour: Flavour, name: DemoName) =>
  `react-dialog-hub-${flavour}-${name.replace(/[A-Z]/g, (c, i: number) => (i ? '-' : '') + c.toLowerCase())}`;
