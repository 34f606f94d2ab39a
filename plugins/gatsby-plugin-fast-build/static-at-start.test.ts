// developStaticAtStart (static-at-start.ts): the site's static/ lands in public/ as Gatsby's copy would put it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copyStaticDir } from './static-at-start';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const site = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-at-start-'));
  dirs.push(dir);
  return dir;
};
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
};

describe('developStaticAtStart: static/ copied into public/', () => {
  it('copies nested files, follows symbolic links, and keeps what public/ already holds', async () => {
    const root = site();
    write(path.join(root, 'static/favicon.svg'), '<svg id="favicon"/>');
    write(path.join(root, 'static/img/logo.svg'), '<svg id="logo"/>');
    write(path.join(root, 'static/img/deep/er/card.png'), 'PNG');
    write(path.join(root, 'elsewhere/shared.css'), 'body{}');
    write(path.join(root, 'elsewhere/folder/inside.txt'), 'inside');
    fs.symlinkSync(path.join(root, 'elsewhere/shared.css'), path.join(root, 'static/shared.css'));
    fs.symlinkSync(path.join(root, 'elsewhere/folder'), path.join(root, 'static/linked'));
    write(path.join(root, 'public/page-data/app-data.json'), '{}');
    write(path.join(root, 'public/favicon.svg'), 'an older copy');

    expect(await copyStaticDir(root)).toBe(5);
    const read = (file: string) => fs.readFileSync(path.join(root, 'public', file), 'utf8');
    expect(read('favicon.svg')).toBe('<svg id="favicon"/>');
    expect(read('img/logo.svg')).toBe('<svg id="logo"/>');
    expect(read('img/deep/er/card.png')).toBe('PNG');
    expect(read('shared.css')).toBe('body{}');
    expect(fs.lstatSync(path.join(root, 'public/shared.css')).isSymbolicLink()).toBe(false);
    expect(read('linked/inside.txt')).toBe('inside');
    expect(read('page-data/app-data.json')).toBe('{}');
  });

  it('a site without static/ copies nothing and creates no public/', async () => {
    const root = site();
    expect(await copyStaticDir(root)).toBe(0);
    expect(fs.existsSync(path.join(root, 'public'))).toBe(false);
  });

  it('a static/ that cannot be read fails with the file system error, naming it', async () => {
    const root = site();
    write(path.join(root, 'static'), 'a file, not a folder');
    await expect(copyStaticDir(root)).rejects.toThrow(/ENOTDIR.*static/);
  });
});
