import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { THEME_ATTRIBUTE } from '../constants';
import { useSiteColorMode } from './useSiteColorMode';

describe('useSiteColorMode', () => {
  afterEach(() => document.documentElement.removeAttribute(THEME_ATTRIBUTE));

  it('is light when the attribute is absent and dark when <html> says so', () => {
    expect(renderHook(() => useSiteColorMode()).result.current).toBe('light');
    document.documentElement.setAttribute(THEME_ATTRIBUTE, 'dark');
    expect(renderHook(() => useSiteColorMode()).result.current).toBe('dark');
  });

  it('follows later changes of the attribute', async () => {
    const { result } = renderHook(() => useSiteColorMode());
    await act(async () => {
      document.documentElement.setAttribute(THEME_ATTRIBUTE, 'dark');
      await Promise.resolve(); // MutationObserver callbacks run as microtasks
    });
    expect(result.current).toBe('dark');
    await act(async () => {
      document.documentElement.setAttribute(THEME_ATTRIBUTE, 'light');
      await Promise.resolve();
    });
    expect(result.current).toBe('light');
  });
});
