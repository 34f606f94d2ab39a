import { describe, expect, it } from 'vitest';
import { decodeRoutePath, escapePercents, normalizeAddress, stripHtmlSuffix, UndecodablePathError } from './url-path';

describe('decodeRoutePath', () => {
  it('decodes valid escapes', () => {
    expect(decodeRoutePath('/docs/caf%C3%A9')).toBe('/docs/café');
  });

  it('throws an error naming the path and the fix for a malformed escape', () => {
    expect(() => decodeRoutePath('/docs/%E0%A4%A')).toThrow(UndecodablePathError);
    expect(() => decodeRoutePath('/docs/%E0%A4%A')).toThrow(/"\/docs\/%E0%A4%A".*malformed percent-escape.*%25/);
  });
});

describe('escapePercents', () => {
  it('round-trips to the literal text', () => {
    expect(decodeURIComponent(escapePercents('/docs/%E0%A4%A'))).toBe('/docs/%E0%A4%A');
  });
});

describe('stripHtmlSuffix', () => {
  it.each([
    ['/react-dialog-hub/docs/intro.html', '/react-dialog-hub/docs/intro'],
    ['/react-dialog-hub/docs/intro/index.html', '/react-dialog-hub/docs/intro'],
    ['/react-dialog-hub/index.html', '/react-dialog-hub'],
    ['/index.html', '/'],
    ['/docs/api/index.html', '/docs/api'],
    ['/react-dialog-hub/docs/intro', '/react-dialog-hub/docs/intro'],
    ['/react-dialog-hub/docs/api/', '/react-dialog-hub/docs/api/'],
    ['/react-dialog-hub/docs/.html', '/react-dialog-hub/docs/.html'],
  ])('%s → %s', (input, output) => {
    expect(stripHtmlSuffix(input)).toBe(output);
  });
});

describe('normalizeAddress', () => {
  it('keeps search and hash while dropping .html', () => {
    expect(normalizeAddress({ pathname: '/p/docs/intro.html', search: '?a=1', hash: '#x' })).toEqual({
      pathname: '/p/docs/intro',
      search: '?a=1',
      hash: '#x',
      problem: undefined,
    });
  });

  it('escapes an undecodable path and reports the problem', () => {
    const result = normalizeAddress({ pathname: '/p/docs/%E0%A4%A', search: '', hash: '' });
    expect(result.pathname).toBe('/p/docs/%25E0%25A4%25A');
    expect(result.problem).toBeInstanceOf(UndecodablePathError);
    expect(result.problem?.message).toContain('/p/docs/%E0%A4%A');
  });

  it('escapes an undecodable hash', () => {
    const result = normalizeAddress({ pathname: '/p/docs/intro', search: '', hash: '#%E0%A4%A' });
    expect(result.hash).toBe('#%25E0%25A4%25A');
    expect(result.problem?.message).toContain('#%E0%A4%A');
  });

  it('leaves a clean address untouched', () => {
    const clean = { pathname: '/p/docs/intro', search: '', hash: '#install' };
    expect(normalizeAddress(clean)).toEqual({ ...clean, problem: undefined });
  });
});
