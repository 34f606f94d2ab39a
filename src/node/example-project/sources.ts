import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { demoProps } from '../../examples/demo-calls';
import type { DemoName, Flavour } from '../../examples/types';
import { exampleProjectId, exampleProjectPath, guideSampleProjectId, type ExampleProject } from '../../lib/example-project';
import { siteConfig } from '../../site-config';
import { PROJECT_PACKAGES, exampleProject, guideSampleProject, type ProjectLibrary, type ProjectPackage } from './project';

/**
 * The generator's inputs, read from the repository: the example files, the
 * guide samples and their apps, the versions in package-lock.json, the
 * library's build. What the build writes for the buttons, `npm run
 * test:sandboxes` installs and the e2e test compares against all come from
 * `readProjects` (`readExampleProjects` and `readGuideProjects`).
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

/** The guide samples with buttons, by page file then in page order, as the docs declare them (`<SampleProject name="…" />` under the sample). */
export function guideSamples(root: string): Array<{ name: string; page: string; guide: string }> {
  const dir = path.join(root, siteConfig.docs.contentDir);
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => file.split(path.sep).join('/'))
    .sort()
    .flatMap((file) => {
      const text = readFileSync(path.join(dir, file), 'utf8');
      const guide = /^title:\s*(.+)$/m.exec(text)?.[1].trim() ?? file;
      return [...text.matchAll(/<SampleProject\s+name="(\w+)"/g)].map(([, name]) => ({
        name,
        guide,
        page: `${siteConfig.docs.routeBasePath}/${file.replace(/\.mdx$/, '')}`,
      }));
    });
}

/**
 * The provider's exitTimeout in a guide sample's project. Only where every dialog the
 * sample opens reads `open` (the Animations guide says why); the others keep the default, 0.
 */
export const SAMPLE_EXIT_TIMEOUTS: Readonly<Record<string, number>> = { StaticNotice: 300, ConfirmDelete: 300 };

/** The .ts/.tsx files of a folder by repository path, as the `?highlight` loader reads them (a byte-order mark dropped). */
function readSources(root: string, dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(path.join(root, dir))
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .sort()
      .map((file) => [`${dir}/${file}`, readFileSync(path.join(root, dir, file), 'utf8').replace(/^\uFEFF/, '')]),
  );
}

/** A flavour's example files by repository path. */
export const readFlavourSources = (root: string, flavour: Flavour) => readSources(root, `src/examples/${flavour}`);

/** The guide samples and their apps by repository path. */
export const readGuideSources = (root: string) => ({ ...readSources(root, 'src/guides/samples'), ...readSources(root, 'src/guides/sample-apps') });

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

/**
 * The library as a project gets it: from the registry when published, else its build (run `npm run prepare-lib`
 * first), or, given `tarball`, the packed file at that URL (ProjectLibrary.tarball).
 */
export function readLibrary(root: string, published = siteConfig.packagePublished, tarball?: string): ProjectLibrary {
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
    ...(tarball !== undefined && { tarball }),
    dist: { js: readFileSync(js, 'utf8'), dts: readFileSync(dts, 'utf8') },
  };
}

export interface ProjectEntry {
  /** `plain/Alert`, `guides/DeleteButton`: where the project is served, and its zip's name. */
  id: string;
  /** The dialog or sample's name, which ends its buttons' accessible names. */
  name: string;
  /** The docs page its buttons are on. */
  page: string;
  project: ExampleProject;
}

export interface ExampleProjectEntry extends ProjectEntry {
  flavour: Flavour;
  name: DemoName;
}

/** Every live example's project, exactly as its buttons serve it. */
export function readExampleProjects(root: string, published = siteConfig.packagePublished, tarball?: string): ExampleProjectEntry[] {
  const versions = readVersions(root);
  const library = readLibrary(root, published, tarball);
  const sources = new Map<Flavour, Record<string, string>>();
  return liveExamples(root).map(({ flavour, name, page }) => {
    if (!sources.has(flavour)) sources.set(flavour, readFlavourSources(root, flavour));
    const project = exampleProject({ flavour, name, sources: sources.get(flavour)!, props: demoProps[name], versions, library });
    return { id: exampleProjectId(flavour, name), flavour, name, page, project };
  });
}

/** Every guide sample's project that its guide page offers, exactly as its buttons serve it. */
export function readGuideProjects(root: string, published = siteConfig.packagePublished, tarball?: string): ProjectEntry[] {
  const versions = readVersions(root);
  const library = readLibrary(root, published, tarball);
  const sources = readGuideSources(root);
  return guideSamples(root).map(({ name, guide, page }) => ({
    id: guideSampleProjectId(name),
    name,
    page,
    project: guideSampleProject({ name, guide, sources, exitTimeout: SAMPLE_EXIT_TIMEOUTS[name], versions, library }),
  }));
}

/** Every project with buttons on the site: the live examples', then the guide samples' (`tarball`: ProjectLibrary.tarball). */
export const readProjects = (root: string, published = siteConfig.packagePublished, tarball?: string): ProjectEntry[] => [
  ...readExampleProjects(root, published, tarball),
  ...readGuideProjects(root, published, tarball),
];

/** Writes each project as JSON where its buttons fetch it (`exampleProjectPath`, under public/). */
export async function writeExampleProjects(root: string, publicDir: string): Promise<number> {
  const entries = readProjects(root);
  for (const { id, project } of entries) {
    const file = path.join(publicDir, exampleProjectPath(id));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify(project));
  }
  return entries.length;
}
