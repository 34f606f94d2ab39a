import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoProps } from '../../examples/demo-calls';
import { siteConfig } from '../../site-config';
import { exampleProjectSlug } from '../../lib/example-project';
import { exampleFiles, guideSampleProject, sampleAppFile, sampleFile, toSource } from './project';
import { SAMPLE_EXIT_TIMEOUTS, guideSamples, liveExamples, readExampleProjects, readGuideProjects, readGuideSources, readLibrary, readVersions } from './sources';

const root = path.resolve(__dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, { version: string }> };
const locked = (name: string) => lock.packages[`node_modules/${name}`].version;
const lib = siteConfig.library.name;

const modes = { unpublished: readExampleProjects(root, false), published: readExampleProjects(root, true) };
const guideModes = { unpublished: readGuideProjects(root, false), published: readGuideProjects(root, true) };
const pkg = (files: Record<string, string>) =>
  JSON.parse(files['package.json']) as { dependencies: Record<string, string>; devDependencies: Record<string, string>; scripts: Record<string, string> };

describe('every live example has a project', () => {
  it('one per <LiveExample> on the example pages, every dialog of each page', () => {
    const declared = ['plain', 'radix', 'mui'].flatMap((flavour) =>
      [...read(`content/docs/examples/${flavour}.mdx`).matchAll(/<LiveExample flavour="(\w+)" name="(\w+)"/g)].map((m) => `${m[1]}/${m[2]}`),
    );
    expect(declared.length).toBeGreaterThanOrEqual(19);
    expect(modes.unpublished.map((e) => `${e.flavour}/${e.name}`).sort()).toEqual(declared.sort());
    expect(liveExamples(root)).toHaveLength(declared.length);
  });
});

describe.each(Object.entries(modes))('%s library', (mode, entries) => {
  it.each(entries.map((e) => [`${e.flavour}/${e.name}`, e] as const))('%s: the dialog file and what it imports, byte for byte as on disk (and on the page)', (_, { flavour, name, project }) => {
    const examples = Object.keys(project.files).filter((file) => file.startsWith('src/examples/'));
    expect(examples).toContain(`src/examples/${flavour}/${name}Dialog.tsx`);
    expect(project.openFile).toBe(`src/examples/${flavour}/${name}Dialog.tsx`);
    for (const file of examples) expect(project.files[file], file).toBe(read(file));
    // The demo wrapper (index.tsx) and the site's own helpers stay out.
    expect(examples.some((file) => /index\.tsx$|DemoControls|themes-css/.test(file))).toBe(false);
  });

  it('pins each package to the exact version package-lock.json installs for the site', () => {
    for (const { flavour, project } of entries) {
      const { dependencies, devDependencies } = pkg(project.files);
      const expected: Record<string, string> = {
        react: locked('react'),
        'react-dom': locked('react-dom'),
        ...(flavour === 'radix' && { '@radix-ui/themes': locked('@radix-ui/themes') }),
        ...(flavour === 'mui' && {
          '@mui/material': locked('@mui/material'),
          '@emotion/react': locked('@emotion/react'),
          '@emotion/styled': locked('@emotion/styled'),
        }),
        ...(mode === 'published' && { [lib]: siteConfig.library.version }),
      };
      expect(dependencies).toEqual(expected);
      expect(devDependencies).toEqual(
        Object.fromEntries(['@types/react', '@types/react-dom', '@vitejs/plugin-react', 'typescript', 'vite'].map((name) => [name, locked(name)])),
      );
      expect(Object.values({ ...dependencies, ...devDependencies }).every((version) => /^\d+\.\d+\.\d+$/.test(version))).toBe(true);
    }
  });

  it('is a strict TypeScript Vite app whose main.tsx wraps App in the provider', () => {
    for (const { flavour, project } of entries) {
      const { files } = project;
      expect(files['index.html']).toContain('<script type="module" src="/src/main.tsx"></script>');
      expect(pkg(files).scripts).toMatchObject({ dev: 'vite', build: 'vite build', typecheck: 'tsc --noEmit' });
      expect(JSON.parse(files['tsconfig.json']).compilerOptions).toMatchObject({ strict: true, jsx: 'react-jsx' });
      expect(files['src/main.tsx']).toMatch(/<DialogProvider exitTimeout=\{\d+\}>\s*<App \/>\s*<\/DialogProvider>/);
      if (flavour === 'radix') expect(files['src/main.tsx']).toContain("import '@radix-ui/themes/styles.css';");
      if (flavour === 'mui') expect(files['src/main.tsx']).toContain('<ThemeProvider theme={theme}>');
      expect('src/styles.css' in files).toBe(flavour === 'plain');
    }
  });

  it('opens the dialog with the props of the page demo', () => {
    for (const { name, project } of entries) {
      const call = /await show\((\w+)(?:, ([\s\S]*?))?\);/.exec(project.files['src/App.tsx']);
      expect(call?.[1], name).toBe(`${name}Dialog`);
      const written: unknown = call?.[2] ? new Function('upload', `return ${call[2]};`)('the upload task') : {};
      expect(written, name).toEqual(name === 'Progress' ? { ...demoProps[name], task: 'the upload task' } : demoProps[name]);
    }
  });
});

describe('where the library comes from: siteConfig.packagePublished', () => {
  const dist = (file: string) => read(`packages/${lib}/dist/${file}`);

  it('false: the built ESM file and its types ride along in vendor/, mapped by vite.config.ts and tsconfig.json', () => {
    for (const { project } of [...modes.unpublished, ...guideModes.unpublished]) {
      const { files } = project;
      expect(files[`vendor/${lib}/index.js`]).toBe(dist('index.js'));
      expect(files[`vendor/${lib}/index.d.ts`]).toBe(dist('index.d.ts'));
      expect(pkg(files).dependencies[lib]).toBeUndefined();
      expect(JSON.parse(files['tsconfig.json']).compilerOptions.paths).toEqual({ [lib]: [`./vendor/${lib}/index.d.ts`] });
      expect(files['vite.config.ts']).toContain(`'${lib}': fileURLToPath(new URL('./vendor/${lib}/index.js', import.meta.url))`);
      expect(files['README.md']).toContain('not on the npm registry yet');
    }
  });

  it('true: the package at the site version from the registry, nothing vendored, no alias', () => {
    for (const { project } of [...modes.published, ...guideModes.published]) {
      const { files } = project;
      expect(Object.keys(files).some((file) => file.startsWith('vendor/'))).toBe(false);
      expect(pkg(files).dependencies[lib]).toBe(siteConfig.library.version);
      expect(JSON.parse(files['tsconfig.json']).compilerOptions.paths).toBeUndefined();
      expect(files['vite.config.ts']).not.toContain('alias');
      expect(files['README.md']).toContain('comes from the npm registry');
    }
  });

  it("a packed file's URL (npm run test:sandboxes, as Getting Started installs): the package from that URL, nothing vendored, no alias", () => {
    const url = `http://127.0.0.1:1234${siteConfig.pathPrefix}/${lib}-${siteConfig.library.version}.tgz`;
    for (const { project } of [...readExampleProjects(root, false, url), ...readGuideProjects(root, false, url)]) {
      const { files } = project;
      expect(Object.keys(files).some((file) => file.startsWith('vendor/'))).toBe(false);
      expect(pkg(files).dependencies[lib]).toBe(url);
      expect(JSON.parse(files['tsconfig.json']).compilerOptions.paths).toBeUndefined();
      expect(files['vite.config.ts']).not.toContain('alias');
      expect(files['README.md']).toContain(`gets its packed file from ${url}`);
    }
  });

  it('the example pages say where the library comes from, as the switch has it', () => {
    for (const flavour of ['plain', 'radix', 'mui']) {
      const text = read(`content/docs/examples/${flavour}.mdx`);
      expect(text).toContain('**Open in StackBlitz**');
      // Said once, on the first example page; the others link to it.
      if (flavour === 'plain') expect(text.includes("project's `vendor/` folder"), `${flavour}.mdx and packagePublished disagree`).toBe(!siteConfig.packagePublished);
      else expect(text).toContain('(/docs/examples/plain#how-the-demos-work)');
    }
  });
});

describe('every runnable guide sample has a project', () => {
  const apps = readdirSync(path.join(root, 'src/guides/sample-apps')).map((file) => file.replace(/\.tsx$/, ''));

  it('one per <SampleProject> on the guide pages, each right under its sample, and one per app in src/guides/sample-apps', () => {
    const declared = guideSamples(root);
    expect(declared.map((sample) => sample.name).sort()).toEqual(['CloseDialogsOnBack', 'CloseDialogsOnNavigation', 'ConfirmDelete', 'DeleteButton', 'SignOutButton', 'StaticNotice']);
    expect(apps.sort()).toEqual(declared.map((sample) => sample.name).sort());
    for (const { name, page } of declared) {
      const text = read(`content${page}.mdx`);
      // The buttons follow the sample's code; what they give is said once, on the plain examples page (SampleProject links there).
      expect(text, name).toMatch(new RegExp(`<ExampleSource title="${sampleFile(name)}[^"]*" code=\\{\\w+\\} />\\n\\n<SampleProject name="${name}" />\\n`));
      expect(text, name).not.toContain('**Open in StackBlitz**');
    }
    expect(guideModes.unpublished.map((entry) => entry.id)).toEqual(declared.map(({ name }) => `guides/${name}`));
  });

  describe.each(Object.entries(guideModes))('%s library', (mode, entries) => {
    it.each(entries.map((entry) => [entry.name, entry] as const))('%s: the sample and what its app imports, byte for byte, and the app as src/App.tsx', (name, { project }) => {
      const { files } = project;
      expect(project.openFile).toBe(sampleFile(name));
      const samples = Object.keys(files).filter((file) => file.startsWith('src/guides/'));
      expect(samples).toContain(sampleFile(name));
      for (const file of samples) expect(files[file], file).toBe(read(file));
      // The app is the repository's, its relative imports pointed from src/App.tsx at the same files.
      const app = read(sampleAppFile(name));
      expect(files['src/App.tsx'].replace(/'\.\/guides\/samples\//g, "'../samples/")).toBe(app);
      for (const [, specifier] of files['src/App.tsx'].matchAll(/from '(\.[^']+)'/g)) {
        expect(['.tsx', '.ts'].some((ext) => `src/${specifier.slice(2)}${ext}` in files), specifier).toBe(true);
      }
      expect(samples.some((file) => file.includes('sample-apps'))).toBe(false);
    });

    it('is the same Vite app as an example of the plain dialog element, without its stylesheet: react and react-dom alone', () => {
      for (const { name, project } of entries) {
        const { files } = project;
        expect(pkg(files).dependencies).toEqual({
          react: locked('react'),
          'react-dom': locked('react-dom'),
          ...(mode === 'published' && { [lib]: siteConfig.library.version }),
        });
        expect(files['index.html']).toContain('<script type="module" src="/src/main.tsx"></script>');
        expect(JSON.parse(files['tsconfig.json']).compilerOptions).toMatchObject({ strict: true, jsx: 'react-jsx' });
        expect('src/styles.css' in files).toBe(false);
        expect(files['src/main.tsx']).not.toContain('styles.css');
        // exitTimeout only where every dialog reads `open`: a dialog that ignores it would stay on screen for the timeout.
        const provider = SAMPLE_EXIT_TIMEOUTS[name] === undefined ? '<DialogProvider>' : `<DialogProvider exitTimeout={${SAMPLE_EXIT_TIMEOUTS[name]}}>`;
        expect(files['src/main.tsx'], name).toMatch(new RegExp(`${provider.replace(/[{}]/g, '\\$&')}\\s*<App />\\s*</DialogProvider>`));
        // The dialogs of the sample and of its app (which may add its own, as CloseDialogsOnBack's demo does).
        const dialogs = Object.entries(files).filter(([file]) => file.startsWith('src/guides/samples/') || file === 'src/App.tsx');
        const everyDialogReadsOpen = dialogs.every(([, text]) => !/DialogProps</.test(text.replace(/AnimatedDialogProps</g, '')));
        expect(SAMPLE_EXIT_TIMEOUTS[name] !== undefined, name).toBe(everyDialogReadsOpen);
        expect(project.title).toMatch(new RegExp(`^React Dialog Hub: ${name} \\(.+ guide\\)$`));
      }
    });
  });

  it('fails on an app that does not import its sample', () => {
    const sources = readGuideSources(root);
    const input = { guide: 'Test', versions: readVersions(root), library: readLibrary(root, false) };
    expect(() => guideSampleProject({ ...input, name: 'DeleteButton', sources: { ...sources, [sampleAppFile('DeleteButton')]: 'export function App() { return null; }' } })).toThrow(
      /does not import src\/guides\/samples\/DeleteButton\.tsx/,
    );
    expect(() => guideSampleProject({ ...input, name: 'Nowhere', sources })).toThrow(/src\/guides\/sample-apps\/Nowhere\.tsx is not among/);
  });
});

describe('exampleProjectSlug', () => {
  it('kebab-cases each part of the id', () => {
    expect(exampleProjectSlug('plain/SelectSingle')).toBe('react-dialog-hub-plain-select-single');
    expect(exampleProjectSlug('guides/CloseDialogsOnNavigation')).toBe('react-dialog-hub-guides-close-dialogs-on-navigation');
  });
});

describe('exampleFiles', () => {
  it('follows relative imports, each file once, and fails on one it cannot find', () => {
    const sources = {
      'src/a/One.tsx': "import { two } from './two';\nimport type { X } from '../b/three';",
      'src/a/two.ts': "import { One } from './One';",
      'src/b/three.ts': "import { useState } from 'react';",
      'src/a/unused.ts': '',
    };
    expect(exampleFiles('src/a/One.tsx', sources)).toEqual(['src/a/One.tsx', 'src/a/two.ts', 'src/b/three.ts']);
    expect(() => exampleFiles('src/a/One.tsx', { ...sources, 'src/a/two.ts': "import './gone';" })).toThrow(/imports \.\/gone/);
  });
});

describe('toSource', () => {
  it('writes values that read back equal', () => {
    for (const value of Object.values(demoProps)) {
      expect(new Function(`return ${toSource(value)};`)()).toEqual(value);
    }
    expect(new Function(`return ${toSource({ quote: "it's \\ here", 'odd-key': [1, true] })};`)()).toEqual({ quote: "it's \\ here", 'odd-key': [1, true] });
  });
});
