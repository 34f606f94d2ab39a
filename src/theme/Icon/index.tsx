import React from 'react';
import type { SpriteIconName } from './icons';
import { iconId } from './icon-id';
import * as styles from './styles.module.css';

export type IconName = Exclude<SpriteIconName, `callout-${string}`>;

/**
 * A decorative icon (hidden from assistive technology: the control it sits
 * in carries the label): a <use> of the page's sprite (IconSprite), so the
 * drawing is in the HTML once and never in JavaScript.
 */
export default function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" className={`${styles.icon} ${styles[name]}${className ? ` ${className}` : ''}`}>
      <use href={`#${iconId(name)}`} />
    </svg>
  );
}
