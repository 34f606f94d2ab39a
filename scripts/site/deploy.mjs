// `npm run deploy`: builds the site path-prefixed and publishes public/ to
// the deployment branch (gh-pages, from src/site-config.ts) at its root.
//
//   node scripts/site/deploy.mjs [--skip-build] [--dir public] [--repo <git url>] [--message <text>]
//
// Where it pushes, first match wins:
//   --repo, then $DEPLOY_REPO (any git URL or path, e.g. a local bare repo),
//   then, inside GitHub Actions, this repository over HTTPS with $GITHUB_TOKEN
//   (the workflow grants `contents: write`), else the `origin` remote.
// gh-pages keeps a clone per remote in its cache ($CACHE_DIR/gh-pages, by
// default node_modules/.cache/gh-pages); `npx gh-pages-clean` empties it.
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import ghpages from 'gh-pages';
import { projectRoot, siteConfigField } from './site-config-field.mjs';

/** The push target: an explicit repo, the CI repository, or undefined for `origin`. */
export function deployRepo({ repo, env = process.env } = {}) {
  if (repo) return repo;
  if (env.DEPLOY_REPO) return env.DEPLOY_REPO;
  if (env.GITHUB_ACTIONS === 'true' && env.GITHUB_TOKEN && env.GITHUB_REPOSITORY) {
    const host = new URL(env.GITHUB_SERVER_URL ?? 'https://github.com').host;
    return `https://x-access-token:${env.GITHUB_TOKEN}@${host}/${env.GITHUB_REPOSITORY}.git`;
  }
  return undefined;
}

/** Commit identity: the Actions bot in CI; elsewhere git's own configuration or GIT_AUTHOR_* variables. */
function commitUser(env = process.env) {
  if (env.GITHUB_ACTIONS !== 'true') return undefined;
  return { name: 'github-actions[bot]', email: '41898282+github-actions[bot]@users.noreply.github.com' };
}

function sourceRevision() {
  const result = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: projectRoot, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : 'unknown revision';
}

/**
 * Publishes `dir` to `branch` of `repo`, replacing what was there. Dotfiles
 * are included so `.nojekyll` reaches the branch: without it GitHub Pages
 * runs Jekyll, which drops folders starting with `_` such as `_gatsby/`.
 */
export async function publish({ dir, repo, branch, message, user }) {
  if (!existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`Nothing to deploy: ${dir}/index.html does not exist. Build first (npm run build).`);
  }
  if (!existsSync(path.join(dir, '.nojekyll'))) writeFileSync(path.join(dir, '.nojekyll'), '');
  // A URL carrying a token must not reach the logs through an error message.
  const secret = Boolean(repo && /\/\/[^/@]+@/.test(repo));
  await ghpages.publish(dir, { branch, repo, dotfiles: true, message, user, silent: secret });
}

async function main() {
  const { values } = parseArgs({
    options: {
      'skip-build': { type: 'boolean', default: false },
      dir: { type: 'string', default: 'public' },
      repo: { type: 'string' },
      message: { type: 'string' },
    },
  });
  const dir = path.resolve(values.dir);
  if (!values['skip-build']) {
    console.log('▶ building the site with --prefix-paths');
    const build = spawnSync('npm', ['run', 'build'], { cwd: projectRoot, stdio: 'inherit' });
    if (build.status !== 0) {
      console.error('✖ the build failed; nothing was deployed.');
      process.exit(build.status ?? 1);
    }
  }
  const branch = siteConfigField('deploymentBranch');
  const repo = deployRepo({ repo: values.repo });
  const message = values.message ?? `Deploy ${sourceRevision()} to ${branch}`;
  const where = repo ? (/\/\/[^/@]+@/.test(repo) ? repo.replace(/\/\/[^/@]+@/, '//***@') : repo) : 'the origin remote';
  console.log(`▶ publishing ${path.relative(process.cwd(), dir) || '.'} to branch ${branch} of ${where}`);
  await publish({ dir, repo, branch, message, user: commitUser() });
  console.log('✔ deployed');
}

if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) {
  main().catch((error) => {
    console.error(`✖ deploy failed: ${error.message}`);
    process.exit(1);
  });
}
