// `npm run develop`: `gatsby develop` through gatsby-plugin-fast-build's Node side (its node/run.mjs), as
// `npm run build` runs `gatsby build`: the same switches (`--plain`, `--off=a,b`, FAST_BUILD=plain, package.json
// `fastBuild`), the develop optimizations (level `develop` in flags.mjs), codeCache (V8's cached data for the
// node_modules Gatsby's processes compile on each start) and esbuildGatsbyFiles, which bundles
// gatsby-config and gatsby-node with esbuild instead of Parcel (develop's process takes that bundle, and bundles
// again when it restarts after an edit to them).
// noBuildDependencies acts on develop's webpack caches too, typegenWhenChanged on its GraphQL types; the build's other optimizations (clean, heap growth, early
// task, late worker, esbuild transpile…) do not apply here.
// Other arguments go to `gatsby develop` (e.g. `-H 127.0.0.1 -p 8000`).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OPTIMIZATIONS } from '../../plugins/gatsby-plugin-fast-build/flags.mjs';
import { FLAG_ARGUMENTS, decideFlagsOrExit, runGatsby } from '../../plugins/gatsby-plugin-fast-build/node/run.mjs';
import { prepareLibrary } from './prepare-lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// The library's dist/ first, when stale (what `npm run prepare-lib` does, without starting npm once more).
const prepared = prepareLibrary(root);
if (prepared !== 0) process.exit(prepared);
const args = process.argv.slice(2);
const decided = decideFlagsOrExit(root, args);
const { plain, strict } = decided;
/** What acts in develop: the develop flags, and those of the build's that develop runs too. */
const acting = new Set(['codeCache', 'plainAsmJs', 'esbuildGatsbyFiles', 'noBuildDependencies', 'sharedTemplateParse', 'typegenWhenChanged', ...OPTIMIZATIONS.filter((o) => o.level === 'develop').map((o) => o.name)]);
const flags = decided.flags.filter((flag) => acting.has(flag));
console.log(plain ? '[fast-build] plain develop: every optimization off (Gatsby as it runs on its own)' : `[fast-build] develop with ${flags.join(', ') || 'no optimization'}`);
const status = await runGatsby(root, { args: ['develop', ...args.filter((arg) => !FLAG_ARGUMENTS.test(arg))], cold: false, flags, strict });
process.exit(status ?? 1);
