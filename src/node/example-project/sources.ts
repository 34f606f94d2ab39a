import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { demoProps } from '../../examples/demo-calls';
import type { DemoName, Flavour } from '../../examples/types';
import { exampleProjectPath, type ExampleProject } from '../../lib/example-project';
import { siteConfig } from '../../site-config';
import { PROJECT_PACKAGES, exampleProject, type ProjectLibrary, type ProjectPackage } from './project';

/**
 * The generator's inputs, read from the repository: the example files, the
 * versions in package-lock.json, the library's build. What the build writes
 * for the buttons, `npm run test:sandboxes` installs and the e2e test
 * compares against all come from `readExampleProjects`.
 */

/** The live examples, in page order, as the example pages declare them (`<LiveExample flavour="…" name="…" …>`). */
export function liveExamples(root: string): Array<{ flavour: Flavour; name: DemoName; page: string }> {
  const dir = path.join(root, siteConfig.docs.contentDir, 'examples');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.mdx'))
    .sort()
    .flatMap((file) =>
      [...readFileSync(path.join(dir, file), 'utf8').matchAll(/<LiveExample\s+flavour="(\w+)"\s+name="(\w+)"/g)].map(([, flavour, name]) => ({
        flavour: flavour as Flavour,
        name: name as DemoName,
        page: `${siteConfig.docs.routeBasePath}/examples/${file.replace(/\.mdx$/, '')}`,
      })),
    );
}

/** A flavour's .ts/.tsx files by repository path, as the `?highlight` loader reads them (a byte-order mark dropped). */
export function readFlavourSources(root: string, flavour: Flavour): Record<string, string> {
  const dir = `src/examples/${flavour}`;
  return Object.fromEntries(
    readdirSync(path.join(root, dir))
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .sort()
      .map((file) => [`${dir}/${file}`, readFileSync(path.join(root, dir, file), 'utf8').replace(/^\uFEFF/, '')]),
  );
}

/** The exact versions package-lock.json installs for the site, for every package a project may use. */
export function readVersions(root: string): Record<ProjectPackage, string> {
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string }>;
  };
  return Object.fromEntries(
    PROJECT_PACKAGES.map((name) => {
      const version = lock.packages[`node_modules/${name}`]?.version;
      if (!version) throw new Error(`example projects: ${name} is not installed at the top of package-lock.json`);
      return [name, version];
    }),
  ) as Record<ProjectPackage, string>;
}

/** The library as a project gets it: from the registry when published, else its build (run `npm run prepare-lib` first). */
export function readLibrary(root: string, published = siteConfig.packagePublished): ProjectLibrary {
  const dir = path.join(root, 'packages', siteConfig.library.name, 'dist');
  const js = path.join(dir, 'index.js');
  const dts = path.join(dir, 'index.d.ts');
  if (!existsSync(js) || !existsSync(dts)) {
    throw new Error(`example projects: ${path.relative(root, dir)} has no index.js and index.d.ts; run \`npm run prepare-lib\` first`);
  }
  return {
    name: siteConfig.library.name,
    version: siteConfig.library.version,
    published,
    dist: { js: readFileSync(js, 'utf8'), dts: readFileSync(dts, 'utf8') },
  };
}

export interface ExampleProjectEntry {
  flavour: Flavour;
  name: DemoName;
  /** The docs page the example is on. */
  page: string;
  project: ExampleProject;
}

/** Every live example's project, exactly as its buttons serve it. */
export function readExampleProjects(root: string, published = siteConfig.packagePublished): ExampleProjectEntry[] {
  const versions = readVersions(root);
  const library = readLibrary(root, published);
  const sources = new Map<Flavour, Record<string, string>>();
  return liveExamples(root).map(({ flavour, name, page }) => {
    if (!sources.has(flavour)) sources.set(flavour, readFlavourSources(root, flavour));
    const project = exampleProject({ flavour, name, sources: sources.get(flavour)!, props: demoProps[name], versions, library });
    return { flavour, name, page, project };
  });
}

/** Writes each project as JSON where its buttons fetch it (`exampleProjectPath`, under public/). */
export async function writeExampleProjects(root: string, publicDir: string): Promise<number> {
  const entries = readExampleProjects(root);
  for (const { flavour, name, project } of entries) {
    const file = path.join(publicDir, exampleProjectPath(flavour, name));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify(project));
  }
  return entries.length;
}
