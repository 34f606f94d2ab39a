import { version } from 'react';
import { version as domVersion } from 'react-dom';
import { expect, it } from 'vitest';

it('runs on React 19', () => {
  expect(version).toMatch(/^19\./);
  expect(domVersion).toBe(version);
});
