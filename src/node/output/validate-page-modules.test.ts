import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findPageModulesWithoutDefaultExport, hasDefaultExport, pageModulesRecord } from './validate-page-modules';

describe('hasDefaultExport', () => {
  it.each([
    ['export default function Page() { return null; }', true],
    ['const Page = () => null;\nexport default Page;', true],
    ['export default class Page {}', true],
    ['const Page = () => null;\nexport { Page as default };', true],
    ['export { default } from "./Other";', true],
    ['export function Page() { return null; }', false],
    ['// export default Page\nexport const Page = () => null;', false],
    ['export const query = "export default";', false],
  ])('%s → %s', (source, expected) => {
    expect(hasDefaultExport('x.tsx', source)).toBe(expected);
  });
});

describe('findPageModulesWithoutDefaultExport', () => {
  let root: string;
  afterEach(() => fs.rm(root, { recursive: true, force: true }));

  it('names each offending page or template and the fix; ignores tests and CSS', async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'pages-'));
    await fs.mkdir(path.join(root, 'src/pages'), { recursive: true });
    await fs.mkdir(path.join(root, 'src/templates'), { recursive: true });
    await fs.writeFile(path.join(root, 'src/pages/index.tsx'), 'export default function Home() { return null; }');
    await fs.writeFile(path.join(root, 'src/pages/about.tsx'), 'export function About() { return null; }');
    await fs.writeFile(path.join(root, 'src/pages/about.test.tsx'), 'it("x", () => {});');
    await fs.writeFile(path.join(root, 'src/pages/index.module.css'), '.a {}');
    await fs.writeFile(path.join(root, 'src/templates/DocPage.tsx'), 'export const DocPage = () => null;');
    const problems = await findPageModulesWithoutDefaultExport(root);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^src\/pages\/about\.tsx doesn't have a default export\..*export default function About\(/);
    expect(problems[1]).toMatch(/^src\/templates\/DocPage\.tsx doesn't have a default export\..*export default function DocPage/);
  });

  it('passes the real site', async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'unused-'));
    expect(await findPageModulesWithoutDefaultExport(process.cwd(), null)).toEqual([]);
  });

  it('skips a module whose path and text passed before, and checks it again once either changes', async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'pages-record-'));
    await fs.mkdir(path.join(root, 'src/pages'), { recursive: true });
    const page = path.join(root, 'src/pages/index.tsx');
    await fs.writeFile(page, 'export default function Home() { return null; }');
    expect(await findPageModulesWithoutDefaultExport(root)).toEqual([]);
    const recorded = JSON.parse(await fs.readFile(pageModulesRecord(root), 'utf8'));
    expect(recorded).toHaveLength(1);

    // What the record says is what the next start believes: a text recorded as passing is not parsed again.
    const broken = 'export function Home() { return null; }';
    await fs.writeFile(page, broken);
    expect(await findPageModulesWithoutDefaultExport(root)).toEqual([expect.stringMatching(/^src\/pages\/index\.tsx doesn't have a default export/)]);
    const { createHash } = await import('node:crypto');
    await fs.writeFile(pageModulesRecord(root), JSON.stringify([createHash('sha256').update(`src/pages/index.tsx\0${broken}`).digest('hex')]));
    expect(await findPageModulesWithoutDefaultExport(root)).toEqual([]);

    // The same text under another name was never checked there.
    await fs.rename(page, path.join(root, 'src/pages/home.tsx'));
    expect(await findPageModulesWithoutDefaultExport(root)).toEqual([expect.stringMatching(/^src\/pages\/home\.tsx doesn't have a default export/)]);

    // An unreadable record is no record.
    await fs.writeFile(path.join(root, 'src/pages/home.tsx'), 'export default function Home() { return null; }');
    await fs.writeFile(pageModulesRecord(root), '{ not json');
    expect(await findPageModulesWithoutDefaultExport(root)).toEqual([]);
    expect(JSON.parse(await fs.readFile(pageModulesRecord(root), 'utf8'))).toHaveLength(1);
  });
});
