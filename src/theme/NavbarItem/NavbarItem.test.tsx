import React from 'react';
import { render } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import NavbarItem from '.';

it('fails with the item configuration when the type is unknown', () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const item = { type: 'dropdown', label: 'More', position: 'right' } as never;
  expect(() => render(<NavbarItem item={item} pathname="/" />)).toThrow(
    'A navbar item failed to render: unknown type in {"type":"dropdown","label":"More","position":"right"}',
  );
});
