import React from 'react';
import { siteConfig } from '../../site-config';
import { choiceName } from '../../lib/color-mode/color-mode';
import { translate } from '../../lib/translate';
import { useColorMode } from '../ColorModeProvider';
import * as styles from './styles.module.css';
import Icon from '../Icon';

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
      <Icon name="system" className={styles.system} />
      <Icon name="light" className={styles.light} />
      <Icon name="dark" className={styles.dark} />
    </button>
  );
}
