import { describe, expect, it } from 'vitest';
import { stripPrefix } from './route-path';

describe('stripPrefix', () => {
  it('removes the deploy prefix', () => {
    expect(stripPrefix('/react-dialog-hub/docs/intro', '/react-dialog-hub')).toBe('/docs/intro');
    expect(stripPrefix('/react-dialog-hub/', '/react-dialog-hub/')).toBe('/');
    expect(stripPrefix('/react-dialog-hub', '/react-dialog-hub')).toBe('/');
  });
  it('leaves paths without the prefix alone (development has none)', () => {
    expect(stripPrefix('/docs/intro', '')).toBe('/docs/intro');
    expect(stripPrefix('/react-dialog-hubx/docs', '/react-dialog-hub')).toBe('/react-dialog-hubx/docs');
  });
});
