import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ExampleProject } from '../../lib/example-project';

/**
 * The exported projects grouped by what `npm install` installs for them, so that
 * `npm run test:sandboxes` installs each set once (from one member's own exported
 * package.json, in that member's folder) and lends its node_modules to the others,
 * which still type-check, build and run from their own files.
 *
 * Two projects share a set only when their package.json files are equal but for
 * `name` (dependencies, devDependencies, and also scripts, overrides and anything else
 * npm reads); `installDifference` says how two of them differ, and the test
 * run checks it again for each project it links.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The project's package.json without its `name`: what decides what `npm install` installs. */
function installManifest(packageJson: string): Record<string, Json> {
  const parsed = JSON.parse(packageJson) as Json;
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('package.json is not an object');
  const { name: _name, ...rest } = parsed;
  return rest;
}

/** JSON with every object's keys sorted, so that key order never splits a set. */
function canonical(value: Json): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

const packageJsonOf = (project: ExampleProject, id: string) => {
  const text = project.files['package.json'];
  if (text === undefined) throw new Error(`example project ${id} has no package.json`);
  return text;
};

/** The key of a project's dependency set: its package.json but for `name`, canonical. */
export const installKey = (project: ExampleProject, id = project.title) => canonical(installManifest(packageJsonOf(project, id)));

export interface InstallSet<T> {
  /** The first member in the given order: the one whose folder `npm install` runs in. */
  installer: T;
  /** Every project of the set, the installer first, in the given order. */
  members: T[];
}

/** The projects by dependency set, each set in the order of its first member, members in the given order. */
export function installSets<T extends { id: string; project: ExampleProject }>(entries: readonly T[]): Array<InstallSet<T>> {
  const sets = new Map<string, T[]>();
  for (const entry of entries) {
    const key = installKey(entry.project, entry.id);
    sets.set(key, [...(sets.get(key) ?? []), entry]);
  }
  return [...sets.values()].map((members) => ({ installer: members[0], members }));
}

/**
 * How two package.json texts differ in what npm installs from them (`name` aside), field by field
 * (`dependencies.react: "18.3.1" ≠ "19.0.0"`), or null when one's node_modules serves the other.
 */
export function installDifference(installerPackageJson: string, memberPackageJson: string): string | null {
  const a = installManifest(installerPackageJson);
  const b = installManifest(memberPackageJson);
  const differences: string[] = [];
  const compare = (x: Json | undefined, y: Json | undefined, where: string) => {
    const isRecord = (v: Json | undefined): v is { [key: string]: Json } => !!v && typeof v === 'object' && !Array.isArray(v);
    if (isRecord(x) && isRecord(y)) {
      for (const key of [...new Set([...Object.keys(x), ...Object.keys(y)])].sort()) compare(x[key], y[key], where ? `${where}.${key}` : key);
    } else if ((x === undefined ? undefined : canonical(x)) !== (y === undefined ? undefined : canonical(y))) {
      const show = (v: Json | undefined) => (v === undefined ? '(none)' : JSON.stringify(v));
      differences.push(`${where}: ${show(x)} ≠ ${show(y)}`);
    }
  };
  compare(a, b, '');
  return differences.length ? differences.join('; ') : null;
}

/**
 * What node_modules in `dir` holds against what its package.json pins: for every dependency and
 * devDependency with an exact version (`18.3.1`), the installed package's version must be that one.
 * Returns the mismatches (`react: 19.0.0 installed, package.json pins 18.3.1`); an empty list when all match.
 */
export function installedMismatches(dir: string): string[] {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  const mismatches: string[] = [];
  for (const [name, spec] of Object.entries({ ...pkg.dependencies, ...pkg.devDependencies })) {
    if (!/^\d+\.\d+\.\d+(?:-[\w.]+)?$/.test(spec)) continue;
    const manifest = path.join(dir, 'node_modules', name, 'package.json');
    if (!existsSync(manifest)) {
      mismatches.push(`${name}: not installed, package.json pins ${spec}`);
      continue;
    }
    const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
    if (version !== spec) mismatches.push(`${name}: ${version} installed, package.json pins ${spec}`);
  }
  return mismatches;
}
