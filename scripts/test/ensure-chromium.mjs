// Makes sure the system Chromium that Playwright drives is installed.
// CI machines have none: as root we install Debian's package; otherwise we
// stop with a message saying what to run.
import { existsSync, readFileSync } from 'node:fs';
import { execSync } from 'node:child_process';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for every Chromium we start (tests and bench), from scripts/test/chromium-flags.json. */
export const CHROMIUM_FLAGS = JSON.parse(readFileSync(new URL('./chromium-flags.json', import.meta.url), 'utf8')).flags;

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM}. Install it with: sudo apt-get update && sudo apt-get install -y chromium ` +
        '(or set CHROMIUM_PATH to an existing Chromium binary).',
    );
  }
  console.log(`Chromium not found at ${CHROMIUM}: installing Debian's chromium package…`);
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
  if (!existsSync(CHROMIUM)) throw new Error(`apt-get finished but ${CHROMIUM} still does not exist.`);
  return CHROMIUM;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(`Chromium: ${ensureChromium()}`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
