import { describe, expect, it } from 'vitest';
import { decodeLenient, decodeRoutePath, isRoutablePath, UndecodablePathError } from './url-path';

describe('decodeRoutePath', () => {
  it('decodes valid escapes', () => {
    expect(decodeRoutePath('/docs/caf%C3%A9')).toBe('/docs/café');
  });

  it('throws an error naming the path and the fix for a malformed escape', () => {
    expect(() => decodeRoutePath('/docs/%E0%A4%A')).toThrow(UndecodablePathError);
    expect(() => decodeRoutePath('/docs/%E0%A4%A')).toThrow(/"\/docs\/%E0%A4%A".*malformed percent-escape.*%25/);
  });
});

describe('isRoutablePath', () => {
  it('accepts clean and validly escaped paths', () => {
    expect(isRoutablePath('/react-dialog-hub/docs/intro')).toBe(true);
    expect(isRoutablePath('/react-dialog-hub/docs/caf%C3%A9')).toBe(true);
  });

  it('rejects malformed escapes and escaped "%"', () => {
    expect(isRoutablePath('/docs/%E0%A4%A')).toBe(false);
    expect(isRoutablePath('/docs/100%25')).toBe(false);
  });
});

describe('decodeLenient', () => {
  it('decodes, and keeps a malformed escape as written', () => {
    expect(decodeLenient('caf%C3%A9')).toBe('café');
    expect(decodeLenient('intro%E0%A4%A')).toBe('intro%E0%A4%A');
  });
});
