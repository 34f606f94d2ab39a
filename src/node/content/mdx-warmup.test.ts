// developWarmMdx (mdx-warmup.ts): the warm-up compiles with the site's real MDX plugins.
import { describe, expect, it } from 'vitest';
import { warmMdx } from './mdx-warmup';

describe('developWarmMdx: the MDX compiler loaded and run once develop has settled', () => {
  it("compiles its doc through the site's plugins (the callout, heading ids, the table)", async () => {
    const compiled = await warmMdx();
    expect(compiled).toMatch(/function _createMdxContent/);
    expect(compiled).toContain('Warm-up');
    // remark-callouts and rehype-heading-ids acted: the plugins were loaded and run, not only the compiler.
    expect(compiled).toMatch(/callout/i);
    expect(compiled).toMatch(/id: "section-0"/);
    // All twenty sections, as long as a doc: the parser's code runs enough for V8 to compile it.
    expect(compiled).toMatch(/id: "section-19"/);
    // What a doc holds besides Markdown went through the compiler too: its ESM, an expression, a JSX element.
    expect(compiled).toContain('import sizes from');
    expect(compiled).toMatch(/export const format = /);
    expect(compiled).toMatch(/format\(0 \* 1024\)/);
    expect(compiled).toMatch(/"kbd"/);
  });

});
