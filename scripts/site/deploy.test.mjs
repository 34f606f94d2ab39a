// @vitest-environment node
// Deploys for real, with the real CLI and git, to a bare repository in a
// temporary folder, then reads the published branch back from it.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployRepo } from './deploy.mjs';
import * as harness from './deploy-harness.mjs';
import { branch, branchCommits, branchFiles, writeTree } from './deploy-harness.mjs';

let tmp;

beforeAll(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'deploy-test-'));
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const bareRepo = (name) => harness.bareRepo(tmp, name);
const deployCli = (args, env = {}) => harness.deployCli(tmp, args, env);

describe('npm run deploy', () => {
  it(`publishes the folder at the root of the ${branch} branch of $DEPLOY_REPO, .nojekyll and _gatsby/ included`, () => {
    const site = path.join(tmp, 'site');
    writeTree(site, {
      'index.html': '<!doctype html><title>Home</title>',
      '.nojekyll': '',
      '_gatsby/slices/_gatsby-scripts-1.html': '<script></script>',
      'docs/intro.html': '<!doctype html><title>Intro</title>',
      'docs/intro/index.html': '<!doctype html><title>Intro</title>',
      'app-123.js': 'console.log(1)',
    });
    const repo = bareRepo('remote');
    const run = deployCli(['--skip-build', '--dir', site], { DEPLOY_REPO: repo });
    expect(run.status, run.output).toBe(0);
    expect(run.output).toContain(`to branch ${branch} of ${repo}`);
    expect(branchFiles(repo).sort()).toEqual(
      ['.nojekyll', '_gatsby/slices/_gatsby-scripts-1.html', 'app-123.js', 'docs/intro.html', 'docs/intro/index.html', 'index.html'].sort(),
    );
  });

  it('replaces the previous deployment and keeps its history', () => {
    const repo = bareRepo('redeploy');
    const site = path.join(tmp, 'site-v1');
    writeTree(site, { 'index.html': 'v1', 'old-page.html': 'gone next time' });
    expect(deployCli(['--skip-build', '--dir', site, '--message', 'first'], { DEPLOY_REPO: repo }).status).toBe(0);
    rmSync(path.join(site, 'old-page.html'));
    writeTree(site, { 'index.html': 'v2' });
    expect(deployCli(['--skip-build', '--dir', site, '--message', 'second'], { DEPLOY_REPO: repo }).status).toBe(0);
    // The folder had no .nojekyll: the script adds it, so GitHub Pages skips Jekyll.
    expect(branchFiles(repo).sort()).toEqual(['.nojekyll', 'index.html']);
    expect(branchCommits(repo)).toEqual(['second', 'first']);
    const index = execFileSync('git', ['--git-dir', repo, 'show', `${branch}:index.html`], { encoding: 'utf8' });
    expect(index).toBe('v2');
  });

  it('refuses to deploy a folder without a build and says what to do', () => {
    const empty = path.join(tmp, 'empty');
    mkdirSync(empty, { recursive: true });
    const run = deployCli(['--skip-build', '--dir', empty], { DEPLOY_REPO: bareRepo('unused') });
    expect(run.status).toBe(1);
    expect(run.output).toMatch(/Nothing to deploy: .*index\.html does not exist\. Build first/);
  });
});

describe('deploy target', () => {
  it('prefers --repo, then DEPLOY_REPO, then the Actions repository with its token, else origin', () => {
    const actions = { GITHUB_ACTIONS: 'true', GITHUB_TOKEN: 't0k', GITHUB_REPOSITORY: 'o/r' };
    expect(deployRepo({ repo: '/x.git', env: { DEPLOY_REPO: '/y.git' } })).toBe('/x.git');
    expect(deployRepo({ env: { DEPLOY_REPO: '/y.git', ...actions } })).toBe('/y.git');
    expect(deployRepo({ env: actions })).toBe('https://x-access-token:t0k@github.com/o/r.git');
    expect(deployRepo({ env: {} })).toBeUndefined();
  });
});
