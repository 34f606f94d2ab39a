// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build, isDependencyFile, typecheck } from './sandbox-set.mjs';

// Projects of one "set": each its own folder and files, node_modules a link to the repository's (its TypeScript and Vite).
const root = path.resolve(import.meta.dirname, '../..');
const base = mkdtempSync(path.join(tmpdir(), 'sandbox-set-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

const compilerOptions = { target: 'ES2022', lib: ['ES2022'], module: 'ESNext', moduleResolution: 'bundler', strict: true, noEmit: true, skipLibCheck: true, types: [] };

function project(name, files, options = {}) {
  const dir = path.join(base, name);
  const all = {
    'package.json': JSON.stringify({ name, private: true, type: 'module' }),
    'tsconfig.json': JSON.stringify({ compilerOptions: { ...compilerOptions, ...options }, include: ['src'] }),
    ...files,
  };
  for (const [file, text] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

/** The project's own `tsc --noEmit`, run in its folder as sandboxes.ts ran it before. */
const tsc = (dir) => spawnSync(process.execPath, [path.join(dir, 'node_modules', 'typescript', 'bin', 'tsc'), '--noEmit'], { cwd: dir, encoding: 'utf8' });

describe('typecheck: tsc --noEmit per project, node_modules files parsed once per set', () => {
  it("fails a project with tsc's text for its own error, and not the projects around it", () => {
    const clean = project('clean', { 'src/main.ts': "export const greeting: string = 'hello';\n" });
    const broken = project('broken', { 'src/main.ts': "export const greeting: string = 'hello';\nexport const count: string = 1;\n" });
    const after = project('after', { 'src/main.ts': "export const greeting: string = 'hello';\n" });

    const first = typecheck(clean);
    expect(first).toMatchObject({ ok: true, output: '' });
    const failed = typecheck(broken);
    expect(failed.ok).toBe(false);
    expect(failed.output).toBe("src/main.ts(2,14): error TS2322: Type 'number' is not assignable to type 'string'.\n");
    expect(typecheck(after)).toMatchObject({ ok: true, output: '' });
    // TypeScript's lib files (under node_modules) came from the first program.
    expect(failed.reused).toBeGreaterThan(0);
    expect(failed.reused).toBe(failed.files - 1);
    // What the project's own tsc prints, and its failure.
    expect(failed.output).toBe(tsc(broken).stdout);
    expect(tsc(broken).status).not.toBe(0);
    expect(tsc(clean)).toMatchObject({ status: 0, stdout: '' });
  });

  it("checks each project with its own tsconfig.json: a stricter one fails where the set's passes", () => {
    const source = { 'src/main.ts': 'export function f() {\n  const unused = 1;\n  return 2;\n}\n' };
    const relaxed = typecheck(project('relaxed', source));
    const strict = typecheck(project('strict', source, { noUnusedLocals: true }));
    expect(relaxed).toMatchObject({ ok: true, options: expect.not.objectContaining({ noUnusedLocals: true }) });
    expect(strict.configFile).toBe(path.join(base, 'strict', 'tsconfig.json'));
    expect(strict.options).toMatchObject({ noUnusedLocals: true, noEmit: true });
    expect(strict.output).toBe("src/main.ts(2,9): error TS6133: 'unused' is declared but its value is never read.\n");
    expect(strict.output).toBe(tsc(path.join(base, 'strict')).stdout);
  });

  it("never hands a project another project's own file of the same name", () => {
    const a = project('own-a', { 'src/value.ts': "export const value = 'text';\n", 'src/main.ts': "import { value } from './value';\nexport const upper: string = value.toUpperCase();\n" });
    const b = project('own-b', { 'src/value.ts': 'export const value = 1;\n', 'src/main.ts': "import { value } from './value';\nexport const upper: string = value.toUpperCase();\n" });
    expect(typecheck(a).ok).toBe(true);
    expect(typecheck(b).output).toBe("src/main.ts(2,36): error TS2339: Property 'toUpperCase' does not exist on type '1'.\n");
  });

  it('does not share files between projects whose options parse them differently', () => {
    const es5 = typecheck(project('es5', { 'src/main.ts': 'export const x = 1;\n' }, { target: 'ES5', lib: ['ES2022'] }));
    expect(es5.ok).toBe(true);
    // Another language version: none of the ES2022 programs' SourceFiles fit.
    expect(es5.reused).toBe(0);
  });

  it('shares only files under a node_modules folder', () => {
    expect(isDependencyFile('/tmp/x/node_modules/@mui/material/index.d.ts')).toBe(true);
    expect(isDependencyFile('/tmp/x/src/node_modules.ts')).toBe(false);
    expect(isDependencyFile('/tmp/x/vendor/react-dialog-hub/index.d.ts')).toBe(false);
  });
});

describe('build: vite build per project', () => {
  it("builds the project's own dist/, and fails on an import of a missing module", async () => {
    const ok = project('app', {
      'index.html': '<!doctype html><div id="root"></div><script type="module" src="/src/main.ts"></script>\n',
      'src/main.ts': "document.getElementById('root')!.textContent = 'built';\n",
    });
    await build(ok);
    const html = readFileSync(path.join(ok, 'dist', 'index.html'), 'utf8');
    expect(html).toMatch(/assets\/index-[\w-]+\.js/);

    const missing = project('missing', {
      'index.html': '<!doctype html><div id="root"></div><script type="module" src="/src/main.ts"></script>\n',
      'src/main.ts': "import { gone } from './gone';\nconsole.log(gone);\n",
    });
    await expect(build(missing)).rejects.toThrow(/gone/);
    expect(existsSync(path.join(missing, 'dist', 'index.html'))).toBe(false);
  }, 60_000);
});
