import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { commitDates, gitCallCount, lastCommitDate, lastUpdatedText, warmCommitDates } from './git-last-updated';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'last-updated-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const run = (cwd: string, args: string[], env: Record<string, string> = {}) =>
  execFileSync('git', args, { cwd, stdio: 'ignore', env: { ...process.env, ...env } });

/** A repository whose two files were committed at known, different dates. */
function repository(): string {
  const dir = path.join(tmp, 'repo');
  fs.mkdirSync(path.join(dir, 'docs'), { recursive: true });
  run(dir, ['init', '-q', '-b', 'main']);
  const commit = (file: string, date: string) => {
    fs.writeFileSync(path.join(dir, file), `${file} at ${date}\n`);
    run(dir, ['add', file]);
    run(dir, ['-c', 'user.name=T', '-c', 'user.email=t@example.com', 'commit', '-q', '-m', file], {
      GIT_AUTHOR_DATE: date,
      GIT_COMMITTER_DATE: date,
    });
  };
  commit('docs/a.mdx', '2024-03-01T10:00:00+00:00');
  commit('docs/b.mdx', '2025-06-15T08:30:00+00:00');
  fs.writeFileSync(path.join(dir, 'docs/new.mdx'), 'never committed\n');
  return dir;
}

describe('last updated from git', () => {
  const repo = repository();

  it("gives each file its own last commit's date", () => {
    expect(lastCommitDate(path.join(repo, 'docs/a.mdx'))).toBe('2024-03-01T10:00:00+00:00');
    expect(lastCommitDate(path.join(repo, 'docs/b.mdx'))).toBe('2025-06-15T08:30:00+00:00');
  });

  it('leaves out a file that was never committed', () => {
    expect(lastCommitDate(path.join(repo, 'docs/new.mdx'))).toBeNull();
  });

  it('leaves the date out in a shallow clone instead of inventing one', () => {
    const shallow = path.join(tmp, 'shallow');
    run(tmp, ['clone', '-q', '--depth', '1', `file://${repo}`, shallow]);
    // The only commit of the clone touched b.mdx; a naive `git log` would date a.mdx to it too.
    expect(fs.existsSync(path.join(shallow, 'docs/a.mdx'))).toBe(true);
    expect(lastCommitDate(path.join(shallow, 'docs/a.mdx'))).toBeNull();
    expect(lastCommitDate(path.join(shallow, 'docs/b.mdx'))).toBeNull();
  });

  it('leaves the date out without a repository (a tarball)', () => {
    const tarball = path.join(tmp, 'tarball', 'docs');
    fs.mkdirSync(tarball, { recursive: true });
    fs.copyFileSync(path.join(repo, 'docs/a.mdx'), path.join(tarball, 'a.mdx'));
    expect(lastCommitDate(path.join(tarball, 'a.mdx'))).toBeNull();
  });
});

describe('warmCommitDates (developWarmMdx)', () => {
  it('leaves no git to run for a file in any folder under it, and the dates are the same', async () => {
    const dir = path.join(tmp, 'warm');
    fs.mkdirSync(path.join(dir, 'content/docs/guides'), { recursive: true });
    run(dir, ['init', '-q', '-b', 'main']);
    fs.writeFileSync(path.join(dir, 'content/docs/guides/g.mdx'), 'guide\n');
    run(dir, ['add', '-A']);
    run(dir, ['-c', 'user.name=T', '-c', 'user.email=t@example.com', 'commit', '-q', '-m', 'guide'], { GIT_AUTHOR_DATE: '2025-02-03T04:05:06+00:00', GIT_COMMITTER_DATE: '2025-02-03T04:05:06+00:00' });
    const before = gitCallCount();
    await warmCommitDates(path.join(dir, 'content'));
    expect(gitCallCount()).toBeGreaterThan(before);
    const warmed = gitCallCount();
    expect(lastCommitDate(path.join(dir, 'content/docs/guides/g.mdx'))).toBe('2025-02-03T04:05:06+00:00');
    expect(lastCommitDate(path.join(dir, 'content/docs/new.mdx'))).toBeNull();
    expect(gitCallCount()).toBe(warmed);
  });

  it('without a repository it asks once per folder and the first edit asks nothing', async () => {
    const dir = path.join(tmp, 'warm-tarball', 'content');
    fs.mkdirSync(path.join(dir, 'docs'), { recursive: true });
    await warmCommitDates(dir);
    const warmed = gitCallCount();
    expect(lastCommitDate(path.join(dir, 'docs/a.mdx'))).toBeNull();
    expect(gitCallCount()).toBe(warmed);
  });
});

describe('lastUpdatedText', () => {
  it('writes the date in words, in UTC, as en-US long dates read', () => {
    expect(lastUpdatedText('2026-11-23T20:09:43Z')).toBe('November 23, 2026');
    // Just after midnight two hours east of UTC is still the previous day in UTC.
    expect(lastUpdatedText('2024-01-01T00:30:00+02:00')).toBe('December 31, 2023');
  });
});

describe('commitDates', () => {
  it('gives every file the date `git log -1 -- <file>` gives, from one pass over the history', () => {
    const dir = path.join(tmp, 'history');
    fs.mkdirSync(path.join(dir, 'docs'), { recursive: true });
    run(dir, ['init', '-q', '-b', 'main']);
    const commit = (files: string[], date: string, message: string) => {
      for (const file of files) fs.writeFileSync(path.join(dir, file), `${file} ${message}\n`);
      run(dir, ['add', '-A']);
      run(dir, ['-c', 'user.name=T', '-c', 'user.email=t@example.com', 'commit', '-q', '-m', message], { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date });
    };
    commit(['docs/a.mdx', 'docs/b.mdx', 'docs/with space.mdx'], '2024-01-01T00:00:00+00:00', 'first');
    commit(['docs/a.mdx'], '2024-02-01T00:00:00+00:00', 'second');
    run(dir, ['mv', 'docs/b.mdx', 'docs/c.mdx']);
    commit([], '2024-03-01T00:00:00+00:00', 'rename');
    const dates = commitDates(dir);
    for (const file of ['docs/a.mdx', 'docs/c.mdx', 'docs/with space.mdx']) {
      const one = execFileSync('git', ['log', '-1', '--format=%cI', '--', file], { cwd: dir, encoding: 'utf8' }).trim();
      expect(dates.get(path.join(dir, file))).toBe(one);
    }
    expect(dates.get(path.join(dir, 'docs/a.mdx'))).toBe('2024-02-01T00:00:00+00:00');
    expect(dates.get(path.join(dir, 'docs/c.mdx'))).toBe('2024-03-01T00:00:00+00:00');
    expect(lastCommitDate(path.join(dir, 'docs/with space.mdx'))).toBe('2024-01-01T00:00:00+00:00');
  });
});
