import React from 'react';
import { render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import CodeBlock from '.';

const code = "const a = 1;\nconst b = 'two';\n\nexport { a, b };\n";

it('renders a title, one span per line and marks the highlighted lines', () => {
  const { container } = render(<CodeBlock code={code} language="ts" title="src/a.ts" highlight="{1,3-4}" />);
  expect(screen.getByText('src/a.ts')).toBeInTheDocument();
  const lines = [...container.querySelectorAll('code > span')];
  expect(lines).toHaveLength(4);
  expect(lines.map((l) => l.hasAttribute('data-highlighted'))).toEqual([true, false, true, true]);
  expect(container.querySelector('.token.keyword')?.textContent).toBe('const');
  // Colours come from CSS variables, never inline styles.
  expect(container.querySelector('[style]')).toBeNull();
});

it('highlights shell commands and falls back to plain text for unknown languages', () => {
  const { container, rerender } = render(<CodeBlock code="npm install x --save" language="bash" />);
  expect(container.querySelector('.token.function')?.textContent).toBe('npm');
  rerender(<CodeBlock code="whatever" language="cobol" />);
  expect(container.querySelector('[data-language]')).toHaveAttribute('data-language', 'plain');
});

it('fails loudly on a malformed highlight spec', () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  expect(() => render(<CodeBlock code="x" highlight="{a}" />)).toThrow(/malformed/);
});
