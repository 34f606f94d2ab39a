import { version } from 'react';
import { version as domVersion } from 'react-dom';
import { expect, it } from 'vitest';
import manifest from './package.json';

it('runs on React 19, the exact version package.json pins (the migration page shows that pin)', () => {
  expect(version).toMatch(/^19\./);
  expect(domVersion).toBe(version);
  expect(version).toBe(manifest.devDependencies.react);
});
