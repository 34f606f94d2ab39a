// A temporary copy of commit `rev` of the project (git archive) for the benches' baseline side: node_modules and the
// workspace packages' own node_modules linked to the project's. `withBuilds` also copies the packages' dist/ (not in
// git), so the copy's `npm run develop` builds the library again only if its source differs.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export function baselineCopy(root, rev, { prefix = 'bench-base-', withBuilds = false } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  execFileSync('sh', ['-c', `git archive --format=tar ${JSON.stringify(rev)} | tar -x -C ${JSON.stringify(dir)}`], { cwd: root });
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  for (const pkg of readdirSync(path.join(root, 'packages'))) {
    if (!existsSync(path.join(dir, 'packages', pkg))) continue;
    const own = path.join(root, 'packages', pkg, 'node_modules');
    if (existsSync(own)) symlinkSync(own, path.join(dir, 'packages', pkg, 'node_modules'), 'dir');
    const dist = path.join(root, 'packages', pkg, 'dist');
    if (withBuilds && existsSync(dist)) cpSync(dist, path.join(dir, 'packages', pkg, 'dist'), { recursive: true });
  }
  return dir;
}
