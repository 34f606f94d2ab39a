import { expect, it } from 'vitest';
import { markdownTwinPath } from './markdown-twin-path';

it('adds .md to the route, dropping an index route’s trailing slash', () => {
  expect(markdownTwinPath('/docs/intro')).toBe('/docs/intro.md');
  expect(markdownTwinPath('/docs/api/functions/useDialog')).toBe('/docs/api/functions/useDialog.md');
  expect(markdownTwinPath('/docs/api/')).toBe('/docs/api.md');
  expect(() => markdownTwinPath('/')).toThrow(/no page name/);
});
