import { render } from '@testing-library/react';
import React from 'react';
import { describe, expect, it } from 'vitest';
import { useInjectedStyle } from './useInjectedStyle';

function User() {
  useInjectedStyle('kit', '.kit-rule { color: red; }');
  return null;
}

const sheets = () => document.head.querySelectorAll('style[data-injected-style="kit"]');

describe('useInjectedStyle', () => {
  it('adds one style element for all users and removes it with the last one', () => {
    expect(sheets()).toHaveLength(0);
    const first = render(<User />);
    const second = render(<User />);
    expect(sheets()).toHaveLength(1);
    expect(sheets()[0].textContent).toBe('.kit-rule { color: red; }');
    first.unmount();
    expect(sheets()).toHaveLength(1);
    second.unmount();
    expect(sheets()).toHaveLength(0);
  });
});
