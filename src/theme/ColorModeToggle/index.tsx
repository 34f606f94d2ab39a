import React from 'react';
import { siteConfig } from '../../site-config';
import { choiceName } from '../../lib/color-mode';
import { translate } from '../../lib/translate';
import { useColorMode } from '../ColorModeProvider';
import * as styles from './styles.module.css';

const names = {
  system: () => translate({ id: 'colorMode.system', message: 'system' }),
  light: () => translate({ id: 'colorMode.light', message: 'light' }),
  dark: () => translate({ id: 'colorMode.dark', message: 'dark' }),
};

/**
 * Cycles the colour mode. All three icons are in the markup and CSS shows
 * the one matching <html data-theme-choice>, which the inline script sets
 * before paint, so the icon is right even before hydration.
 */
export default function ColorModeToggle({ className }: { className?: string }) {
  const { choice, next, setChoice } = useColorMode();
  if (siteConfig.colorMode.disableSwitch) return null;
  const label = translate(
    { id: 'colorMode.toggle', message: 'Color mode: {current}. Switch to {next} mode' },
    { current: names[choiceName(choice)](), next: names[choiceName(next)]() },
  );
  return (
    <button
      type="button"
      className={`${styles.toggle} ${className ?? ''}`}
      onClick={() => setChoice(next)}
      aria-label={label}
      title={label}
      data-color-mode-choice={choiceName(choice)}
    >
      <svg className={styles.system} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path fill="currentColor" d="M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1h-6v2h3v2H7v-2h3v-2H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2v8h14V7H5z" />
      </svg>
      <svg className={styles.light} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path fill="currentColor" d="M12 7a5 5 0 1 1 0 10 5 5 0 0 1 0-10zm0-6 1.5 3h-3L12 1zm0 22-1.5-3h3L12 23zM1 12l3-1.5v3L1 12zm22 0-3 1.5v-3l3 1.5zM4.2 4.2l3.2 1.1-2.1 2.1-1.1-3.2zm15.6 15.6-3.2-1.1 2.1-2.1 1.1 3.2zM4.2 19.8l1.1-3.2 2.1 2.1-3.2 1.1zM19.8 4.2l-1.1 3.2-2.1-2.1 3.2-1.1z" />
      </svg>
      <svg className={styles.dark} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path fill="currentColor" d="M9.4 2.3a8 8 0 0 0 10.3 12.3A9.5 9.5 0 1 1 9.4 2.3z" />
      </svg>
    </button>
  );
}
