import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ExampleProject } from '../../lib/example-project';
import { installDifference, installKey, installSets, installedMismatches } from './install-sets';
import { readExampleProjects, readProjects } from './sources';

const root = path.resolve(__dirname, '../../..');
const projects = readProjects(root);

/** The project with its package.json changed by `edit`. */
function withPackageJson(project: ExampleProject, edit: (pkg: Record<string, any>) => void): ExampleProject {
  const pkg = JSON.parse(project.files['package.json']);
  edit(pkg);
  return { ...project, files: { ...project.files, 'package.json': `${JSON.stringify(pkg, null, 2)}\n` } };
}

describe('installSets: the exported projects by what npm install installs for them', () => {
  it('groups the site’s projects in three sets: the plain dialog element with the guide samples, Radix Themes, MUI', () => {
    const sets = installSets(projects);
    const kinds = sets.map(({ members }) => [...new Set(members.map(({ id }) => (id.startsWith('guides/') ? 'plain' : id.split('/')[0])))]);
    expect(kinds.sort()).toEqual([['mui'], ['plain'], ['radix']]);
    expect(sets.flatMap(({ members }) => members.map(({ id }) => id)).sort()).toEqual(projects.map(({ id }) => id).sort());
    for (const { installer, members } of sets) {
      expect(members[0]).toBe(installer);
      // Everything npm reads is equal, the name is each project's own.
      for (const member of members) expect(installDifference(installer.project.files['package.json'], member.project.files['package.json'])).toBeNull();
      expect(new Set(members.map(({ project }) => JSON.parse(project.files['package.json']).name)).size).toBe(members.length);
    }
  });

  it('never groups two projects whose dependencies differ, and names the difference', () => {
    const [alert, confirm] = projects;
    const newer = { id: confirm.id, project: withPackageJson(confirm.project, (pkg) => (pkg.dependencies.react = '19.0.0')) };
    const sets = installSets([alert, newer]);
    expect(sets.map(({ members }) => members.map(({ id }) => id))).toEqual([[alert.id], [confirm.id]]);
    expect(installDifference(alert.project.files['package.json'], newer.project.files['package.json'])).toBe(
      `dependencies.react: ${JSON.stringify(JSON.parse(alert.project.files['package.json']).dependencies.react)} ≠ "19.0.0"`,
    );
    const extra = withPackageJson(confirm.project, (pkg) => (pkg.devDependencies.eslint = '9.0.0'));
    expect(installKey(extra)).not.toBe(installKey(alert.project));
    expect(installDifference(alert.project.files['package.json'], extra.files['package.json'])).toBe('devDependencies.eslint: (none) ≠ "9.0.0"');
  });

  it('also splits on what else npm reads (scripts, overrides), but not on the name or the key order', () => {
    const [alert] = projects;
    const postinstall = withPackageJson(alert.project, (pkg) => (pkg.scripts.postinstall = 'node setup.js'));
    const overrides = withPackageJson(alert.project, (pkg) => (pkg.overrides = { react: '18.3.0' }));
    expect(installKey(postinstall)).not.toBe(installKey(alert.project));
    expect(installKey(overrides)).not.toBe(installKey(alert.project));
    const renamed = withPackageJson(alert.project, (pkg) => {
      pkg.name = 'another-name';
      pkg.dependencies = Object.fromEntries(Object.entries(pkg.dependencies).reverse());
    });
    expect(installKey(renamed)).toBe(installKey(alert.project));
    expect(installDifference(alert.project.files['package.json'], renamed.files['package.json'])).toBeNull();
  });

  it('keeps the project that installs the packed file apart from those that carry the library in vendor/', () => {
    const tarball = readExampleProjects(root, false, 'http://127.0.0.1:1/react-dialog-hub.tgz').find(({ id }) => id === 'plain/Confirm')!;
    const sets = installSets([...projects, { ...tarball, id: 'tarball/plain/Confirm' }]);
    expect(sets.at(-1)!.members.map(({ id }) => id)).toEqual(['tarball/plain/Confirm']);
  });
});

describe('installedMismatches', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'installed-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (file: string, value: object) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), JSON.stringify(value));
  };

  it('names each pinned package whose installed version differs or is missing; URLs and ranges are not pins', () => {
    write('package.json', {
      dependencies: { react: '18.3.1', 'react-dom': '18.3.1', lib: 'http://127.0.0.1/lib.tgz' },
      devDependencies: { '@types/react': '18.3.31', vite: '^7.0.0' },
    });
    write('node_modules/react/package.json', { version: '18.3.1' });
    write('node_modules/react-dom/package.json', { version: '19.0.0' });
    expect(installedMismatches(dir)).toEqual(['react-dom: 19.0.0 installed, package.json pins 18.3.1', '@types/react: not installed, package.json pins 18.3.31']);
    write('node_modules/react-dom/package.json', { version: '18.3.1' });
    write('node_modules/@types/react/package.json', { version: '18.3.31' });
    expect(installedMismatches(dir)).toEqual([]);
  });
});
