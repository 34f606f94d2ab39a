// Helpers for tests that deploy for real, with the real CLI and git, to a bare repository in a
// temporary folder, and read the published branch back (scripts/site/deploy.test.mjs, and
// test/built-site/shipped-files.test.ts for the real build).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot, siteConfigField } from './site-config-field.mjs';

export const branch = siteConfigField('deploymentBranch');

/** A new bare repository `<name>.git` in `tmp`. */
export function bareRepo(tmp, name) {
  const dir = path.join(tmp, `${name}.git`);
  execFileSync('git', ['init', '--quiet', '--bare', dir]);
  return dir;
}

export function writeTree(root, files) {
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
}

/** Runs `node scripts/site/deploy.mjs` as `npm run deploy` would, with an isolated gh-pages cache in `tmp`. */
export function deployCli(tmp, args, env = {}) {
  const result = spawnSync(process.execPath, ['scripts/site/deploy.mjs', ...args], {
    cwd: projectRoot,
    encoding: 'utf8',
    env: {
      ...process.env,
      CACHE_DIR: path.join(tmp, 'cache'),
      GIT_AUTHOR_NAME: 'Deploy Test',
      GIT_AUTHOR_EMAIL: 'deploy-test@example.com',
      GIT_COMMITTER_NAME: 'Deploy Test',
      GIT_COMMITTER_EMAIL: 'deploy-test@example.com',
      GITHUB_ACTIONS: '',
      ...env,
    },
  });
  return { ...result, output: `${result.stdout}\n${result.stderr}` };
}

export const branchFiles = (repo) =>
  execFileSync('git', ['--git-dir', repo, 'ls-tree', '-r', branch, '--name-only'], { encoding: 'utf8' }).trim().split('\n');
export const branchCommits = (repo) =>
  execFileSync('git', ['--git-dir', repo, 'log', '--format=%s', branch], { encoding: 'utf8' }).trim().split('\n');
