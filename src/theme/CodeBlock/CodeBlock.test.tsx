import React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { highlightToHtml } from '../../lib/code/highlight';
import CodeBlock from '.';
import { CodeHtmlProvider } from './code-html';

const code = "const a = 1;\nconst b = '<two>';\n\nexport { a, b };\n";

it('renders the build-time markup under a title, with the highlighted lines marked', () => {
  const { container } = render(<CodeBlock {...highlightToHtml(code, 'ts', '{1,3-4}')} title="src/a.ts" />);
  expect(screen.getByText('src/a.ts')).toBeInTheDocument();
  expect(container.querySelector('[data-language]')).toHaveAttribute('data-language', 'typescript');
  const lines = [...container.querySelectorAll('code > span')];
  expect(lines).toHaveLength(4);
  expect(lines.map((l) => l.hasAttribute('data-highlighted'))).toEqual([true, false, true, true]);
  expect(container.querySelector('.token.keyword')?.textContent).toBe('const');
  expect(container.querySelector('pre')).toHaveAttribute('aria-label', 'Code: src/a.ts');
  // Colours come from CSS variables, never inline styles; the one inline style is the line count the block's reserved height uses.
  expect(container.querySelector('code [style]')).toBeNull();
  expect(container.querySelector('pre')?.getAttribute('style')).toBe('--code-lines: 4;');
});

it('copies the text of the block, which is the source exactly', async () => {
  const user = userEvent.setup();
  const writeText = vi.spyOn(navigator.clipboard, 'writeText');
  render(<CodeBlock {...highlightToHtml(code, 'tsx')} />);
  await user.click(screen.getByRole('button', { name: 'Copy code to clipboard' }));
  expect(writeText).toHaveBeenCalledWith(code.replace(/\n$/, ''));
  expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
});

it('copies the given code when there is one', async () => {
  const user = userEvent.setup();
  const writeText = vi.spyOn(navigator.clipboard, 'writeText');
  render(<CodeBlock {...highlightToHtml('npm i x', 'bash')} code="npm install x" />);
  await user.click(screen.getByRole('button', { name: 'Copy code to clipboard' }));
  expect(writeText).toHaveBeenCalledWith('npm install x');
});

it('renders a keyed block from the markup in the page data (production builds)', () => {
  const { html } = highlightToHtml(code, 'ts');
  const { container } = render(
    <CodeHtmlProvider value={{ k1: html }}>
      <CodeBlock codeKey="k1" language="typescript" title="src/a.ts" />
    </CodeHtmlProvider>,
  );
  expect(container.querySelector('code')?.textContent).toBe(code.replace(/\n$/, ''));
  expect(container.querySelectorAll('code .token.keyword')).toHaveLength(3);
  expect(container.querySelector('[data-language]')).toHaveAttribute('data-language', 'typescript');
});

it('fails loudly when the page data lacks a block, instead of showing it empty', () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  expect(() =>
    render(
      <CodeHtmlProvider value={{}}>
        <CodeBlock codeKey="missing" language="typescript" />
      </CodeHtmlProvider>,
    ),
  ).toThrow(/Markup missing is not in this page's data.*codeHtml/);
});

it('shows the type of an identifier on hover and focus, and copies the code without the query box', async () => {
  const user = userEvent.setup();
  const writeText = vi.spyOn(navigator.clipboard, 'writeText');
  const checked = highlightToHtml('const ok = true;\nok;', 'ts', undefined, {
    hovers: [
      { line: 0, character: 6, length: 2, text: 'const ok: boolean' },
      { line: 1, character: 0, length: 2, text: 'const ok: boolean (again)' },
    ],
    queries: [{ line: 0, character: 6, text: 'const ok: boolean' }],
    errors: [],
  });
  const { container } = render(<CodeBlock {...checked} />);
  const [first, second] = [...container.querySelectorAll<HTMLElement>('.th')];
  expect(first).toHaveAttribute('tabindex', '0');
  await user.hover(first!);
  const tip = screen.getByRole('tooltip');
  expect(tip).toHaveTextContent('const ok: boolean');
  expect(first).toHaveAttribute('aria-describedby', tip.id);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('tooltip')).toBeNull();

  first!.focus();
  await user.keyboard('{ArrowRight}');
  expect(second).toHaveFocus();
  expect(screen.getByRole('tooltip')).toHaveTextContent('const ok: boolean (again)');

  expect(container.querySelector('.tw-query')).toHaveTextContent('const ok: boolean');
  await user.click(screen.getByRole('button', { name: 'Copy code to clipboard' }));
  expect(writeText).toHaveBeenCalledWith('const ok = true;\nok;');
});

// gatsby develop keeps a sample's markup in the page's JavaScript: MDX turns the code element's properties into JSX
// attributes, which once flattened the list of hover texts into one string, and no hover showed a type there.
it('a checked sample compiled inline, as gatsby develop compiles it, still shows its types on hover', { timeout: 120_000 }, async () => {
  const { evaluate } = await import('@mdx-js/mdx');
  const runtime = await import('react/jsx-runtime');
  const { MDXProvider, useMDXComponents } = await import('@mdx-js/react');
  const { default: rehypeHighlight } = await import('../../node/code/rehype-highlight');
  const { mdxComponents } = await import('../../mdx/components');
  const { default: Content } = await evaluate('```ts\nconst ready = true;\nconst label = `ready: ${ready}`;\n```\n', {
    ...runtime,
    rehypePlugins: [[rehypeHighlight, { pageData: false }]],
    useMDXComponents,
  } as never);
  render(
    <MDXProvider components={mdxComponents}>
      <Content />
    </MDXProvider>,
  );
  const user = userEvent.setup();
  const [ready] = [...document.querySelectorAll('.th')].filter((target) => target.textContent === 'ready');
  await user.hover(ready!);
  expect(screen.getByRole('tooltip')).toHaveTextContent('const ready: true');
  const [label] = [...document.querySelectorAll('.th')].filter((target) => target.textContent === 'label');
  await user.hover(label!);
  expect(screen.getByRole('tooltip')).toHaveTextContent('const label: string');
});
