// `npm run bench -- --compare <ref>`: a production build of another commit
// (say HEAD~1), to measure side by side with this tree in the same run, on
// the same (noisy) machine. The commit is exported with `git archive` into
// .bench/baseline-<sha>/ (no git worktree, nothing in .git changes), gets its
// own `npm ci` (its package-lock may differ from ours) and its own build.
// The folder is kept: a second run against the same commit reuses it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

function run(command, args, cwd, what) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, CI: '1' }, maxBuffer: 1 << 28 });
  if (result.status !== 0) {
    console.error(`${result.stdout ?? ''}`.slice(-3000), `${result.stderr ?? ''}`.slice(-3000));
    throw new Error(`${what} failed in ${cwd} (${command} ${args.join(' ')}).`);
  }
  return result.stdout;
}

/** Builds `ref` once; returns its public/ folder, short hash and subject line. */
export function prepareBaseline(projectRoot, ref) {
  const sha = run('git', ['rev-parse', '--verify', `${ref}^{commit}`], projectRoot, `resolving ${ref}`).trim();
  const subject = run('git', ['log', '-1', '--format=%s', sha], projectRoot, 'reading the commit').trim();
  const short = sha.slice(0, 10);
  const dir = path.join(projectRoot, '.bench', `baseline-${short}`);
  const publicDir = path.join(dir, 'public');
  const done = path.join(dir, '.built');
  if (existsSync(done)) {
    console.log(`▶ baseline ${short} (${subject}): reusing ${path.relative(projectRoot, dir)}`);
    return { sha: short, subject, publicDir };
  }
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  console.log(`▶ baseline ${short} (${subject}): export, npm ci, build…`);
  const started = Date.now();
  const archive = spawnSync('git', ['archive', '--format=tar', sha], { cwd: projectRoot, maxBuffer: 1 << 30 });
  if (archive.status !== 0) throw new Error(`git archive ${sha} failed: ${archive.stderr}`);
  const untar = spawnSync('tar', ['-x', '-C', dir], { input: archive.stdout });
  if (untar.status !== 0) throw new Error(`unpacking ${sha} failed: ${untar.stderr}`);
  run('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline'], dir, 'npm ci');
  run('npm', ['run', 'build', '-w', 'react-dialog-hub'], dir, 'the library build');
  // The commit's own build entry, as `npm run build` of that commit builds (older commits had none).
  const entry = ['scripts/site/build.mjs', 'scripts/build.mjs'].find((file) => existsSync(path.join(dir, file)));
  if (entry) run(process.execPath, [entry, '--clean'], dir, 'the build');
  else run('npx', ['gatsby', 'build', '--prefix-paths'], dir, 'gatsby build');
  mkdirSync(path.dirname(done), { recursive: true });
  spawnSync('touch', [done]);
  console.log(`  baseline ready in ${Math.round((Date.now() - started) / 1000)} s`);
  return { sha: short, subject, publicDir };
}
