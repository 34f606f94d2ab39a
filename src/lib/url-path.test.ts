import { describe, expect, it } from 'vitest';
import { decodeRoutePath, escapePercents, isDecodable, routablePath, UndecodablePathError } from './url-path';

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
  it('makes a malformed path decodable, back to the literal text', () => {
    expect(isDecodable('/docs/%E0%A4%A')).toBe(false);
    expect(isDecodable(escapePercents('/docs/%E0%A4%A'))).toBe(true);
    expect(decodeURIComponent(escapePercents('/docs/%E0%A4%A'))).toBe('/docs/%E0%A4%A');
  });
});

describe('routablePath', () => {
  it('leaves clean paths alone', () => {
    expect(routablePath('/react-dialog-hub/docs/caf%C3%A9#x')).toBe('/react-dialog-hub/docs/caf%C3%A9#x');
  });

  it('escapes until the path survives two decodings', () => {
    const path = routablePath('/docs/%E0%A4%A');
    expect(decodeURIComponent(decodeURIComponent(path))).toBe('/docs/%E0%A4%A');
    // A literal "100%" link (written 100%25) still means "100%" to the router.
    expect(decodeURIComponent(decodeURIComponent(routablePath('/docs/100%25')))).toBe('/docs/100%');
  });
});
