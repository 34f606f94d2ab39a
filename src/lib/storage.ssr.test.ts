// @vitest-environment node
import { expect, it } from 'vitest';
import { readStorage, writeStorage } from './storage';

it('throws a clear error when used during server rendering', () => {
  expect(() => readStorage('theme')).toThrow(/during server rendering/);
  expect(() => writeStorage('theme', 'dark')).toThrow(/during server rendering/);
});
