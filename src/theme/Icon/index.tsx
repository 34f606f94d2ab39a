import React from 'react';
import * as styles from './styles.module.css';

export type IconName = 'close' | 'home' | 'external' | 'system' | 'light' | 'dark' | 'menu' | 'copy' | 'check' | 'search' | 'markdown';

/**
 * A decorative icon (hidden from assistive technology: the control it sits
 * in carries the label). Drawn by the stylesheet, see styles.module.css.
 */
export default function Icon({ name, className }: { name: IconName; className?: string }) {
  return <span aria-hidden="true" className={`${styles.icon} ${styles[name]}${className ? ` ${className}` : ''}`} />;
}
