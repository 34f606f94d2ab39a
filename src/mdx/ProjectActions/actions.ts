import { withPrefix } from 'gatsby';
import { exampleProjectPath, exampleProjectSlug, type ExampleProject } from '../../lib/example-project';
import { zip } from '../../lib/zip';

/**
 * What the project buttons do, in a chunk of its own that loads on the first
 * sign of use (pointer over, focus, click), so no page pays for it up front.
 */

const projects = new Map<string, Promise<ExampleProject>>();

/** Fetches a project once per page session; a failure is forgotten, so the next click tries again. */
function loadProject(id: string): Promise<ExampleProject> {
  const url = withPrefix(exampleProjectPath(id));
  let pending = projects.get(url);
  if (!pending) {
    pending = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return response.json() as Promise<ExampleProject>;
    });
    pending.catch(() => projects.delete(url));
    projects.set(url, pending);
  }
  return pending;
}

/** StackBlitz's documented POST API: https://developer.stackblitz.com/platform/api/post-api */
export const STACKBLITZ_RUN_URL = 'https://stackblitz.com/run';

/**
 * Opens the project in StackBlitz in a new tab: a hidden form POSTed to its
 * `/run` endpoint, as its SDK's `openProject` does. The `node` template runs
 * the project in a WebContainer: `npm install`, then `npm run dev`.
 */
function openInStackBlitz(project: ExampleProject): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = `${STACKBLITZ_RUN_URL}?file=${encodeURIComponent(project.openFile)}`;
  form.target = '_blank';
  form.rel = 'noopener';
  form.hidden = true;
  const field = (name: string, value: string) => {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  };
  field('project[title]', project.title);
  field('project[description]', project.description);
  field('project[template]', 'node');
  // StackBlitz reads square brackets in a path as the field's own syntax: escape them as its SDK does.
  for (const [path, text] of Object.entries(project.files)) field(`project[files][${path.replace(/\[/g, '%5B').replace(/\]/g, '%5D')}]`, text);
  document.body.append(form);
  form.submit();
  form.remove();
}

/** Saves the project as `<slug>.zip`, its files in a `<slug>/` folder. */
function downloadProject(project: ExampleProject, slug: string): void {
  const files = Object.fromEntries(Object.entries(project.files).map(([path, text]) => [`${slug}/${path}`, text]));
  const url = URL.createObjectURL(new Blob([zip(files)], { type: 'application/zip' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${slug}.zip`;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL; free it a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Pointer over or focus: fetch the project ahead of the click. */
export async function prepare(id: string): Promise<void> {
  await loadProject(id);
}

export async function open(id: string): Promise<void> {
  openInStackBlitz(await loadProject(id));
}

export async function download(id: string): Promise<void> {
  downloadProject(await loadProject(id), exampleProjectSlug(id));
}
