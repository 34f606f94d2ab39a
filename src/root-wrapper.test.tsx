import React from 'react';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { wrapRootElement } from './root-wrapper';

type WrapArgs = Parameters<NonNullable<typeof wrapRootElement>>;

it('prerenders the whole page inside one hydration boundary, so React hydrates it in slices', () => {
  const wrapped = wrapRootElement!({ element: <main>Page</main> } as WrapArgs[0], {} as WrapArgs[1]);
  // React's markers of a Suspense boundary: `<!--$-->` … `<!--/$-->` around the page.
  expect(renderToString(<>{wrapped}</>)).toBe('<!--$--><main>Page</main><!--/$-->');
});
