// For the tests that run Gatsby's own state machines: a plain Node child (Gatsby's modules report through
// process.send when it exists, which is Vitest's own channel), given `preload` (./preload.cjs) and `gatsbyRequire`
// (require from Gatsby's package), then `setup` (helpers), then `body`, whose return value (awaited: it may use
// `await`) comes back as JSON.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const PRELOAD = fileURLToPath(new URL('./preload.cjs', import.meta.url));

export function runInGatsby(setup, body) {
  const script = `
    const path = require('node:path');
    const { createRequire } = require('node:module');
    const preload = require(${JSON.stringify(PRELOAD)});
    const gatsbyRequire = createRequire(require.resolve('gatsby/package.json', { paths: [process.cwd()] }));
    ${setup}
    (async () => { ${body} })().then(
      (out) => {
        process.stdout.write(JSON.stringify(out));
        process.exit(0);
      },
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  `;
  const run = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout);
}
