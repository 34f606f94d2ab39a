import type { DemoName, Flavour } from '../examples/types';

/**
 * A live example dialog, or a runnable guide sample, as a project of its own:
 * what the build writes for each (src/node/example-project) and what its
 * "Open in StackBlitz" and "Download project" buttons fetch on click
 * (src/mdx/ProjectActions).
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

/** A project's id: `plain/Alert` for a live example, `guides/DeleteButton` for a guide sample. */
export const exampleProjectId = (flavour: Flavour, name: DemoName) => `${flavour}/${name}`;
export const guideSampleProjectId = (name: string) => `guides/${name}`;

/** Where a project is served, below the site's path prefix. */
export const exampleProjectPath = (id: string) => `/example-projects/${id}.json`;

/** The zip's name, also its top folder: `react-dialog-hub-plain-alert`, `react-dialog-hub-guides-delete-button`. */
export const exampleProjectSlug = (id: string) =>
  `react-dialog-hub-${id
    .split('/')
    .map((part) => part.replace(/[A-Z]/g, (c, i: number) => (i ? '-' : '') + c.toLowerCase()))
    .join('-')}`;
