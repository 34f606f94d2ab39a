import { afterEach } from 'vitest';

// Testing Library and its matchers only where there is a DOM (project site-dom, or a file's
// `@vitest-environment jsdom`): loading them into every Node test file cost seconds per run.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => cleanup());
}
