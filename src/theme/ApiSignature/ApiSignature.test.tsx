import React from 'react';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import ApiSignature from '.';
import ApiDoc from '../ApiDoc';

beforeAll(() => {
  // Build-time globals Gatsby's <Link> reads; the site is served without a prefix here.
  Object.assign(globalThis, { __BASE_PATH__: '', __PATH_PREFIX__: '' });
});

const tokens = [
  { text: 'type', kind: 'keyword', ref: null },
  { text: ' ', kind: 'text', ref: null },
  { text: 'DialogProps', kind: 'name', ref: null },
  { text: ' = ', kind: 'punctuation', ref: null },
  { text: 'TProps', kind: 'typeParameter', ref: null },
  { text: ' & ', kind: 'punctuation', ref: null },
  { text: 'DialogBase', kind: 'type', ref: '/docs/api/type-aliases/DialogBase' },
  { text: 'PropsArg', kind: 'type', ref: null },
];

describe('ApiSignature', () => {
  it('renders the whole signature as code, with references as links to their pages', () => {
    render(<ApiSignature tokens={tokens} label="Declaration of DialogProps" />);
    const block = screen.getByLabelText('Declaration of DialogProps');
    expect(block.tagName).toBe('PRE');
    expect(block).toHaveTextContent('type DialogProps = TProps & DialogBasePropsArg');
    expect(screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['DialogBase', '/docs/api/type-aliases/DialogBase'],
    ]);
    // Scrollable code must be reachable by keyboard.
    expect(block).toHaveAttribute('tabindex', '0');
  });
});

describe('ApiDoc', () => {
  const parts = [
    { kind: 'text', text: 'Opens a dialog; see ', ref: null },
    { kind: 'link', text: 'ShowFn', ref: '/docs/api/type-aliases/ShowFn' },
    { kind: 'text', text: '.\n\nUse ', ref: null },
    { kind: 'code', text: 'show', ref: null },
    { kind: 'text', text: ' inside a provider.', ref: null },
  ];

  it('renders paragraphs with inline code and links', () => {
    const { container } = render(<ApiDoc parts={parts} />);
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['Opens a dialog; see ShowFn.', 'Use show inside a provider.']);
    expect(screen.getByRole('link', { name: 'ShowFn' })).toHaveAttribute('href', '/docs/api/type-aliases/ShowFn');
    expect(container.querySelector('p code')).toHaveTextContent('ShowFn');
  });

  it('renders only the first paragraph inline', () => {
    const { container } = render(<ApiDoc parts={parts} inline />);
    expect(container.querySelector('p')).toBeNull();
    expect(container).toHaveTextContent(/^Opens a dialog; see ShowFn\.$/);
  });
});
