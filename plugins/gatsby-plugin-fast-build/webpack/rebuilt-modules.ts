import type { Compiler } from 'webpack';

const NAME = 'RebuiltModules';

/** The line each production webpack stage logs: `[webpack] <stage>: built <n> of <total> modules` (read by scripts/test/warm-build.mjs). */
export const rebuiltModulesLine = (stage: string, built: number, total: number): string => `[webpack] ${stage}: built ${built} of ${total} modules`;

/**
 * Says how many modules a webpack stage built rather than took from its
 * cache. A warm build that edits one page should build a handful; one that
 * builds most of them has lost its cache (the answer to "why was this build
 * slow?", and what scripts/test/warm-build.mjs checks).
 */
export class RebuiltModules {
  constructor(
    private readonly stage: string,
    private readonly log: (line: string) => void,
  ) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      let built = 0;
      compilation.hooks.succeedModule.tap(NAME, () => {
        built += 1;
      });
      // Counted before module concatenation folds modules together.
      compilation.hooks.finishModules.tap(NAME, (modules) => {
        this.log(rebuiltModulesLine(this.stage, built, [...modules].length));
      });
    });
  }
}
