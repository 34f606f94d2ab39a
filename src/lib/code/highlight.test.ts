import { expect, it } from 'vitest';
import { highlightToHtml, shownLineCount, type CodeAnnotations } from './highlight';

/** Parses the markup the way the browser will and returns the <code> element. */
const render = (html: string) => {
  const code = document.createElement('code');
  code.innerHTML = html;
  return code;
};

const source = "const a = 1;\nconst b = 'two';\n\nexport { a, b };\n";

it('renders one line span per line and marks the highlighted lines', () => {
  const { html, language } = highlightToHtml(source, 'ts', '{1,3-4}');
  expect(language).toBe('typescript');
  const lines = [...render(html).querySelectorAll(':scope > .code-line')];
  expect(lines).toHaveLength(4);
  expect(lines.map((l) => l.getAttribute('data-highlighted'))).toEqual(['true', null, 'true', 'true']);
  expect(lines.map((l) => l.classList.contains('code-line--highlighted'))).toEqual([true, false, true, true]);
  expect(render(html).querySelector('.token.keyword')?.textContent).toBe('const');
  expect(render(html).querySelector('.token.string')?.textContent).toBe("'two'");
  expect(html).not.toContain('style=');
});

it('keeps the text exactly the source (minus the final newline), blank lines included', () => {
  const { html } = highlightToHtml(source, 'tsx');
  expect(render(html).textContent).toBe(source.replace(/\n$/, ''));
});

it('escapes HTML in the code so it stays text', () => {
  const code = 'const s = "<script>alert(1)</script>" && a < b;\n<img src=x onerror="y">';
  for (const language of ['tsx', 'unknown']) {
    const element = render(highlightToHtml(code, language).html);
    expect(element.querySelector('script, img')).toBeNull();
    expect(element.textContent).toBe(code);
  }
});

it('highlights shell commands and falls back to plain text for unknown languages', () => {
  expect(render(highlightToHtml('npm install x --save', 'bash').html).querySelector('.token.function')?.textContent).toBe('npm');
  expect(highlightToHtml('npm i', 'sh').language).toBe('bash');
  const plain = highlightToHtml('whatever', 'cobol');
  expect(plain).toEqual({ language: 'plain', html: '<span class="code-line">whatever</span>' });
});

it('fails loudly on a malformed highlight spec', () => {
  expect(() => highlightToHtml('x', 'ts', '{a}')).toThrow(/malformed/);
});

it('counts the lines a block shows: its code lines, plus one per query or error box', () => {
  expect(shownLineCount(highlightToHtml(source, 'ts').html)).toBe(4);
  expect(shownLineCount(highlightToHtml('one line', 'ts').html)).toBe(1);
  const annotated = highlightToHtml('const a = 1;\nconst b: string = a;', 'ts', undefined, {
    queries: [{ line: 0, character: 6, text: 'const a: 1' }],
    errors: [{ line: 1, character: 6, length: 1, code: 2322, text: "Type 'number' is not assignable to type 'string'." }],
    hovers: [],
  } satisfies CodeAnnotations);
  expect(shownLineCount(annotated.html)).toBe(4);
});
