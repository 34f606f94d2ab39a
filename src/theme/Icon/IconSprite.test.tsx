import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { render } from '@testing-library/react';
import { expect, it } from 'vitest';
import { CALLOUT_TYPES, calloutIcon } from '../../lib/content/callouts';
import Icon, { type IconName } from '.';
import IconSprite from './IconSprite';
import { ICONS } from './icons';

function spriteDocument(): Document {
  return new DOMParser().parseFromString(`<body>${renderToStaticMarkup(<IconSprite />)}</body>`, 'text/html');
}

it('writes one hidden, zero-size <symbol> per icon with a 24×24 box', () => {
  const doc = spriteDocument();
  const sprite = doc.querySelector('body > svg')!;
  expect(sprite.getAttribute('aria-hidden')).toBe('true');
  expect(sprite.getAttribute('style')).toMatch(/position:\s*absolute;\s*width:\s*0;\s*height:\s*0/);
  const symbols = [...sprite.querySelectorAll('symbol')];
  expect(symbols.map((s) => s.id)).toEqual(Object.keys(ICONS).map((name) => `icon-${name}`));
  for (const symbol of symbols) {
    expect(symbol.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(symbol.querySelector('path, circle'), symbol.id).not.toBeNull();
  }
});

it("points every <Icon> and every callout type at a symbol of the sprite", () => {
  const doc = spriteDocument();
  const names = Object.keys(ICONS).filter((name): name is IconName => !name.startsWith('callout-'));
  for (const name of names) {
    const { container, unmount } = render(<Icon name={name} className="extra" />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg.getAttribute('class')).toMatch(/ extra$/);
    const href = svg.querySelector('use')!.getAttribute('href')!;
    expect(doc.querySelector(href)?.tagName, `${name} → ${href}`).toBe('symbol');
    unmount();
  }
  for (const type of CALLOUT_TYPES) expect(doc.getElementById(`icon-${calloutIcon(type)}`), type).not.toBeNull();
});
