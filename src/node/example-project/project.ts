import type { DemoName, Flavour } from '../../examples/types';
import { exampleProjectId, exampleProjectSlug, guideSampleProjectId, type ExampleProject } from '../../lib/example-project';

/**
 * The project behind the "Open in StackBlitz" and "Download project" buttons
 * of a live example or a runnable guide sample: a minimal Vite + React +
 * TypeScript app that opens that one dialog or mounts that one component.
 * `viteProject` alone decides how a project is made; `exampleProject` and
 * `guideSampleProject` only say what goes in it. Pure (inputs in, files out),
 * so the build, `npm run test:sandboxes`, the unit tests and the e2e test all
 * get the very same files from it.
 */

/** Packages a project may depend on; each is pinned to the version the site is built and tested with. */
export const PROJECT_PACKAGES = [
  'react',
  'react-dom',
  '@radix-ui/themes',
  '@mui/material',
  '@emotion/react',
  '@emotion/styled',
  'vite',
  '@vitejs/plugin-react',
  'typescript',
  '@types/react',
  '@types/react-dom',
] as const;
export type ProjectPackage = (typeof PROJECT_PACKAGES)[number];

export interface ProjectLibrary {
  name: string;
  version: string;
  /** siteConfig.packagePublished: true depends on `name@version` from the registry. */
  published: boolean;
  /**
   * A URL of the package's `npm pack` file: when set (and not published), the project depends on
   * that file, as a reader following Getting Started installs it, instead of carrying the build in
   * `vendor/`. `npm run test:sandboxes` sets it to the file the built site serves.
   */
  tarball?: string;
  /** The built ESM file and its types, carried in `vendor/` while the package is not on the registry. */
  dist: { js: string; dts: string };
}

export interface ProjectInput {
  flavour: Flavour;
  name: DemoName;
  /** The flavour's files as the page shows them, by path from the repository root (`src/examples/plain/AlertDialog.tsx`). */
  sources: Readonly<Record<string, string>>;
  /** The props the page's demo passes to `show` (src/examples/demo-calls.ts), Progress's task aside. */
  props: object;
  versions: Readonly<Record<ProjectPackage, string>>;
  library: ProjectLibrary;
}

/** A guide sample that is a whole runnable component, mounted by its app (src/guides/sample-apps/<name>.tsx). */
export interface GuideSampleInput {
  /** The sample's file name without extension: `DeleteButton` for src/guides/samples/DeleteButton.tsx. */
  name: string;
  /** The guide's title, for the project's title. */
  guide: string;
  /** The guides' files by repository path: the samples and their apps (src/guides/samples, src/guides/sample-apps). */
  sources: Readonly<Record<string, string>>;
  /** The provider's exitTimeout; left out (the default, 0) unless every dialog the sample opens reads `open`. */
  exitTimeout?: number;
  versions: Readonly<Record<ProjectPackage, string>>;
  library: ProjectLibrary;
}

/** What differs between the UI kits: their packages, the wrapper around the provider, and the demo's exit timeout. */
const kits: Record<Flavour, { label: string; packages: ProjectPackage[]; exitTimeout: number }> = {
  plain: { label: 'the native dialog element', packages: [], exitTimeout: 300 },
  radix: { label: 'Radix Themes', packages: ['@radix-ui/themes'], exitTimeout: 300 },
  mui: { label: 'Material UI', packages: ['@mui/material', '@emotion/react', '@emotion/styled'], exitTimeout: 400 },
};

const VENDOR_DIR = 'vendor';

/** Whether the project gets the library from npm install (the registry, or a packed file's URL), or carries it in vendor/. */
const installed = (library: ProjectLibrary) => library.published || library.tarball !== undefined;

/** `src/examples/plain/AlertDialog.tsx` for the Alert dialog: the file the page shows under the demo. */
export const dialogFile = (flavour: Flavour, name: DemoName) => `src/examples/${flavour}/${name}Dialog.tsx`;

/** The dialog's file and every file it imports with a relative path, each once, in a stable order. */
export function exampleFiles(entry: string, sources: Readonly<Record<string, string>>): string[] {
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file)) return;
    const text = sources[file];
    if (text === undefined) throw new Error(`example project: ${file} is not among the example sources`);
    found.add(file);
    for (const [, specifier] of text.matchAll(/\b(?:from|import)\s+['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const base = joinPath(file.slice(0, file.lastIndexOf('/')), specifier);
      const target = ['', '.tsx', '.ts'].map((ext) => base + ext).find((candidate) => candidate in sources);
      if (!target) throw new Error(`example project: ${file} imports ${specifier}, which is not among the example sources`);
      visit(target);
    }
  };
  visit(entry);
  return [...found].sort();
}

function joinPath(dir: string, relative: string): string {
  const parts = dir.split('/');
  for (const part of relative.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/** What a project holds beyond what every project holds. */
interface ProjectParts {
  /** exampleProjectSlug of the project's id: package name, zip name and folder. */
  slug: string;
  title: string;
  description: string;
  /** The file StackBlitz opens first: the one the page shows. */
  openFile: string;
  /** The UI kit: its packages and the wrapper around the provider. */
  kit: Flavour;
  exitTimeout?: number;
  /** src/App.tsx, which main.tsx renders inside the provider. */
  app: string;
  /** The page's files and what they import, by repository path. */
  sources: Readonly<Record<string, string>>;
  /** src/styles.css, imported by main.tsx, if any. */
  css?: string;
  /** The README's sentence on where the files are. */
  layout: string;
  versions: Readonly<Record<ProjectPackage, string>>;
  library: ProjectLibrary;
}

/** The one place that decides how a project is made: path → text. */
function viteProject(parts: ProjectParts): ExampleProject {
  const { slug, title, description, openFile, library } = parts;
  const files: Record<string, string> = {
    'README.md': readme(title, description, parts.layout, library),
    'index.html': indexHtml(title),
    'package.json': packageJson(slug, parts),
    'tsconfig.json': tsconfigJson(library),
    'vite.config.ts': viteConfig(library),
    'src/main.tsx': mainTsx(parts.kit, parts.exitTimeout, parts.css !== undefined),
    'src/App.tsx': parts.app,
  };
  if (parts.css !== undefined) files['src/styles.css'] = parts.css;
  Object.assign(files, parts.sources);
  if (!installed(library)) {
    files[`${VENDOR_DIR}/${library.name}/index.js`] = library.dist.js;
    files[`${VENDOR_DIR}/${library.name}/index.d.ts`] = library.dist.dts;
  }
  return { title, description, openFile, files };
}

const pick = (sources: Readonly<Record<string, string>>, paths: string[]) => Object.fromEntries(paths.map((file) => [file, sources[file]]));

/** A live example's project: an App whose button opens the dialog with the page demo's props. */
export function exampleProject(input: ProjectInput): ExampleProject {
  const { flavour, name, library } = input;
  const entry = dialogFile(flavour, name);
  return viteProject({
    slug: exampleProjectSlug(exampleProjectId(flavour, name)),
    title: `React Dialog Hub: ${name} dialog (${flavour})`,
    description: `The ${name} dialog of the ${library.name} docs, built with ${kits[flavour].label}.`,
    openFile: entry,
    kit: flavour,
    exitTimeout: kits[flavour].exitTimeout,
    app: appTsx(input, entry),
    sources: pick(input.sources, exampleFiles(entry, input.sources)),
    css: flavour === 'plain' ? PLAIN_CSS : undefined,
    layout: "The dialog's own files are under `src/examples/`, exactly as the docs show them; `src/main.tsx` sets up the provider and `src/App.tsx` opens the dialog.",
    versions: input.versions,
    library,
  });
}

/** Where a guide sample's app lives in the repository; the project has it as src/App.tsx. */
export const sampleAppFile = (name: string) => `src/guides/sample-apps/${name}.tsx`;
/** A guide sample's file: the one its guide page shows. */
export const sampleFile = (name: string) => `src/guides/samples/${name}.tsx`;

/**
 * A runnable guide sample's project: its app (src/guides/sample-apps/<name>.tsx,
 * type-checked with the site) as src/App.tsx, mounting the sample; the sample
 * and every file the app imports at their repository paths, as the guide shows them.
 */
export function guideSampleProject(input: GuideSampleInput): ExampleProject {
  const { name, guide, sources, library } = input;
  const appFile = sampleAppFile(name);
  const openFile = sampleFile(name);
  const files = exampleFiles(appFile, sources).filter((file) => file !== appFile);
  if (!files.includes(openFile)) throw new Error(`example project: ${appFile} does not import ${openFile}`);
  // The app's imports, relative to src/App.tsx in the project.
  const app = sources[appFile].replace(/(\b(?:from|import)\s+['"])(\.{1,2}\/[^'"]+)(['"])/g, (_, before: string, specifier: string, after: string) => {
    const target = joinPath(appFile.slice(0, appFile.lastIndexOf('/')), specifier);
    return `${before}./${target.slice('src/'.length)}${after}`;
  });
  return viteProject({
    slug: exampleProjectSlug(guideSampleProjectId(name)),
    title: `React Dialog Hub: ${name} (${guide} guide)`,
    description: `The ${name} sample of the ${library.name} docs' ${guide} guide, mounted in an app of its own.`,
    openFile,
    kit: 'plain',
    exitTimeout: input.exitTimeout,
    app,
    sources: pick(sources, files),
    layout: "The sample's files are under `src/guides/samples/`, exactly as the guide shows them; `src/main.tsx` sets up the provider and `src/App.tsx` mounts the sample.",
    versions: input.versions,
    library,
  });
}

function readme(title: string, description: string, layout: string, library: ProjectLibrary): string {
  const source = library.published
    ? `\`${library.name}\` ${library.version} comes from the npm registry.`
    : library.tarball !== undefined
      ? `\`${library.name}\` ${library.version} is not on the npm registry yet: \`npm install\` gets its packed file from ${library.tarball}.`
      : `\`${library.name}\` ${library.version} is not on the npm registry yet: its built file and types are in \`${VENDOR_DIR}/${library.name}/\`, which \`vite.config.ts\` and \`tsconfig.json\` map the package name to.`;
  return `# ${title}

${description}

\`\`\`bash
npm install
npm run dev        # the app
npm run typecheck  # tsc --noEmit, strict
npm run build      # vite build
\`\`\`

${layout}
${source}
`;
}

function indexHtml(title: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>${title}</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`;
}

function packageJson(slug: string, { kit, versions, library }: ProjectParts): string {
  const pick = (names: readonly ProjectPackage[]) => Object.fromEntries(names.map((dep) => [dep, versions[dep]]));
  const dependencies: Record<string, string> = pick(['react', 'react-dom', ...kits[kit].packages]);
  if (library.published) dependencies[library.name] = library.version;
  else if (library.tarball !== undefined) dependencies[library.name] = library.tarball;
  const sorted = (record: Record<string, string>) => Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
  const pkg = {
    name: slug,
    private: true,
    version: '0.0.0',
    type: 'module',
    scripts: { dev: 'vite', build: 'vite build', preview: 'vite preview', typecheck: 'tsc --noEmit' },
    dependencies: sorted(dependencies),
    devDependencies: sorted(pick(['@types/react', '@types/react-dom', '@vitejs/plugin-react', 'typescript', 'vite'])),
  };
  return `${JSON.stringify(pkg, null, 2)}\n`;
}

function tsconfigJson(library: ProjectLibrary): string {
  const compilerOptions: Record<string, unknown> = {
    target: 'ES2022',
    lib: ['ES2022', 'DOM', 'DOM.Iterable'],
    module: 'ESNext',
    moduleResolution: 'bundler',
    jsx: 'react-jsx',
    strict: true,
    noEmit: true,
    isolatedModules: true,
    skipLibCheck: true,
  };
  if (!installed(library)) compilerOptions.paths = { [library.name]: [`./${VENDOR_DIR}/${library.name}/index.d.ts`] };
  return `${JSON.stringify({ compilerOptions, include: ['src'] }, null, 2)}\n`;
}

function viteConfig(library: ProjectLibrary): string {
  if (installed(library)) {
    return `import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
});
`;
  }
  return `import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // ${library.name} ${library.version} is not on the npm registry yet: use its built file from ${VENDOR_DIR}/.
    alias: {
      '${library.name}': fileURLToPath(new URL('./${VENDOR_DIR}/${library.name}/index.js', import.meta.url)),
    },
  },
});
`;
}

function mainTsx(kit: Flavour, exitTimeout: number | undefined, css: boolean): string {
  const provider = (indent: string) =>
    `${indent}<DialogProvider${exitTimeout === undefined ? '' : ` exitTimeout={${exitTimeout}}`}>\n${indent}  <App />\n${indent}</DialogProvider>`;
  const timeoutNote = exitTimeout === undefined ? '' : '// exitTimeout: the longest a settled dialog stays for its exit animation, in case onExited never comes.\n';
  switch (kit) {
    case 'plain':
      return `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DialogProvider } from 'react-dialog-hub';
import { App } from './App';
${css ? "import './styles.css';\n" : ''}
${timeoutNote}createRoot(document.getElementById('root')!).render(
  <StrictMode>
${provider('    ')}
  </StrictMode>,
);
`;
    case 'radix':
      return `import '@radix-ui/themes/styles.css';
import { Theme } from '@radix-ui/themes';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DialogProvider } from 'react-dialog-hub';
import { App } from './App';

// The provider renders the dialogs as its own children: inside Theme, they get the theme.
${timeoutNote}createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Theme>
${provider('      ')}
    </Theme>
  </StrictMode>,
);
`;
    case 'mui':
      return `import { CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DialogProvider } from 'react-dialog-hub';
import { App } from './App';

const theme = createTheme();

// The provider renders the dialogs as its own children: inside ThemeProvider, they get the theme.
${timeoutNote}createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
${provider('      ')}
    </ThemeProvider>
  </StrictMode>,
);
`;
  }
}

/** A value as TypeScript source: single-quoted strings, bare keys, on one line. */
export function toSource(value: unknown): string {
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.map(toSource).join(', ')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).map(([key, item]) => `${/^[A-Za-z_$][\w$]*$/.test(key) ? key : toSource(key)}: ${toSource(item)}`);
    return entries.length ? `{ ${entries.join(', ')} }` : '{}';
  }
  throw new Error(`example project: cannot write ${String(value)} as source`);
}

/**
 * The props argument of the App's `show` call, indented for its place there:
 * on one line when short, else a field per line, and a long array an item per line.
 */
export function propsSource(props: object, extra: string[], indent: string): string {
  const fields = Object.entries(props);
  const inline = [...fields.map(([key, value]) => `${key}: ${toSource(value)}`), ...extra];
  if (inline.length === 0) return '';
  const oneLine = `{ ${inline.join(', ')} }`;
  if (oneLine.length <= 50) return oneLine;
  const inner = `${indent}  `;
  const lines = fields.map(([key, value]) => {
    const text = toSource(value);
    if (!Array.isArray(value) || text.length + key.length <= 60) return `${inner}${key}: ${text},`;
    return `${inner}${key}: [\n${value.map((item) => `${inner}  ${toSource(item)},`).join('\n')}\n${inner}],`;
  });
  return `{\n${[...lines, ...extra.map((field) => `${inner}${field},`)].join('\n')}\n${indent}}`;
}

function appTsx({ flavour, name, props }: ProjectInput, entry: string): string {
  const component = `${name}Dialog`;
  const module = `./${entry.slice('src/'.length).replace(/\.tsx$/, '')}`;
  const isProgress = name === 'Progress';
  const imports = isProgress ? `{ ${component}, type ProgressTask }` : `{ ${component} }`;
  // The page's props; the Progress demo's task is the pretend upload below.
  const argument = propsSource(props, isProgress ? ['task: upload'] : [], '      ');
  const args = argument ? `, ${argument}` : '';
  const upload = isProgress
    ? `
/** A pretend upload: twenty steps of 100 ms, which stops as soon as the signal aborts. */
const upload: ProgressTask = async (report, signal) => {
  for (let step = 1; step <= 20; step += 1) {
    signal.throwIfAborted();
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, 100);
      const stop = () => {
        clearTimeout(timer);
        reject(signal.reason);
      };
      signal.addEventListener('abort', stop, { once: true });
    });
    report(step * 5);
  }
};
`
    : '';
  return `import { useState } from 'react';
import { useDialog } from 'react-dialog-hub';
import ${imports} from '${module}';
${upload}
/** A value as you would write it: JSON for data, \`Name: message\` for errors. */
function describe(value: unknown): string {
  if (value instanceof Error || value instanceof DOMException) return \`\${value.name}: \${value.message}\`;
  return JSON.stringify(value) ?? String(value);
}

export function App() {
  const { show } = useDialog();
  const [outcome, setOutcome] = useState('No result yet.');

  async function open() {
    setOutcome('Waiting for an answer…');
    try {
      const value = await show(${component}${args});
      setOutcome(\`Resolved: \${describe(value)}\`);
    } catch (reason) {
      setOutcome(\`Rejected: \${describe(reason)}\`);
    }
  }

  return (
    <main style={{ padding: '2rem', fontFamily: 'system-ui, sans-serif' }}>
      <h1>${name} dialog (${flavour})</h1>
      <button type="button" onClick={open}>
        Open ${name}
      </button>
      <p>
        <output aria-live="polite">{outcome}</output>
      </p>
    </main>
  );
}
`;
}

/**
 * The plain dialogs carry no styles: the docs style them from the page's
 * stylesheet, and so does this app (the same rules, with plain values).
 */
const PLAIN_CSS = `:root {
  color-scheme: light dark;
}

dialog {
  width: min(28rem, 100% - 2rem);
  padding: 1.5rem;
  border: 1px solid color-mix(in srgb, CanvasText 20%, transparent);
  border-radius: 0.5rem;
  box-shadow: 0 0.5rem 2rem rgb(0 0 0 / 0.25);
}

dialog h2,
dialog legend {
  margin: 0 0 0.75rem;
  padding: 0;
  font-size: 1.25rem;
  font-weight: 600;
}

dialog fieldset {
  margin: 0 0 1rem;
  padding: 0;
  border: 0;
}

dialog label {
  display: flex;
  gap: 0.5rem;
  align-items: center;
  margin-bottom: 0.5rem;
}

dialog input:not([type]) {
  flex: 1;
  padding: 0.25rem 0.5rem;
  font: inherit;
}

dialog progress {
  width: 100%;
}

dialog button {
  margin: 0.75rem 0.5rem 0 0;
  padding: 0.25rem 1rem;
  font: inherit;
}

/* Rise in when opened; fade out once useModalDialog sets data-state="closed" (it waits for the end). */
@media (prefers-reduced-motion: no-preference) {
  dialog[open] {
    animation: dialog-in 150ms ease-out;
  }

  dialog[open]::backdrop {
    animation: fade-in 150ms ease-out;
  }

  dialog[data-state='closed'] {
    animation: dialog-out 150ms ease-in forwards;
  }

  dialog[data-state='closed']::backdrop {
    animation: fade-out 150ms ease-in forwards;
  }
}

@keyframes dialog-in {
  from {
    opacity: 0;
    transform: translateY(0.5rem);
  }
}

@keyframes dialog-out {
  to {
    opacity: 0;
    transform: translateY(0.5rem);
  }
}

@keyframes fade-in {
  from {
    opacity: 0;
  }
}

@keyframes fade-out {
  to {
    opacity: 0;
  }
}
`;
