import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoProps } from '../../examples/demo-calls';
import { siteConfig } from '../../site-config';
import { exampleFiles, toSource } from './project';
import { liveExamples, readExampleProjects } from './sources';

const root = path.resolve(__dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, { version: string }> };
const locked = (name: string) => lock.packages[`node_modules/${name}`].version;
const lib = siteConfig.library.name;

const modes = { unpublished: readExampleProjects(root, false), published: readExampleProjects(root, true) };
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
    for (const { project } of modes.unpublished) {
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
    for (const { project } of modes.published) {
      const { files } = project;
      expect(Object.keys(files).some((file) => file.startsWith('vendor/'))).toBe(false);
      expect(pkg(files).dependencies[lib]).toBe(siteConfig.library.version);
      expect(JSON.parse(files['tsconfig.json']).compilerOptions.paths).toBeUndefined();
      expect(files['vite.config.ts']).not.toContain('alias');
      expect(files['README.md']).toContain('comes from the npm registry');
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
