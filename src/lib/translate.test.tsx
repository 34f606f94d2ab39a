import React from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { interpolate, translate } from './translate';
import Translate from './Translate';

describe('translate', () => {
  it('substitutes {name} placeholders and leaves unknown ones', () => {
    expect(translate({ id: 'x', message: 'Copy {file} to {dest}' }, { file: 'a.tsx' })).toBe('Copy a.tsx to {dest}');
    expect(interpolate('{n} results', { n: 3 })).toBe('3 results');
  });
  it('falls back to the id when there is no message', () => {
    expect(translate({ id: 'theme.close' })).toBe('theme.close');
  });
  it('throws on a declaration with neither id nor message', () => {
    expect(() => translate({})).toThrow(/needs an `id` or a default `message`/);
  });
});

describe('<Translate>', () => {
  it('renders its message with values', () => {
    render(<Translate id="greet" values={{ name: 'Ada' }}>{'Hello {name}'}</Translate>);
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
  });
  it('throws when children are not a string', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Translate id="bad">{(<b>no</b>) as unknown as string}</Translate>)).toThrow(/must be a plain string/);
  });
});
