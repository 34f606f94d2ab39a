import React, { useEffect, useRef, useState } from 'react';
import { translate } from '../../lib/translate';
import * as styles from './styles.module.css';
import Icon from '../Icon';

/** How long "Copied" stays before the button resets. */
const FEEDBACK_MS = 2000;

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Older browsers and non-secure origins: the selection-based fallback.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy command refused');
}

/** Copies the code (read when clicked) and says so ("Copied"), also to screen readers. */
export default function CopyButton({ text }: { text: () => string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);

  const onClick = () => {
    copyText(text()).then(
      () => setState('copied'),
      () => setState('failed'),
    );
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), FEEDBACK_MS);
  };

  const label =
    state === 'copied'
      ? translate({ id: 'codeBlock.copied', message: 'Copied' })
      : state === 'failed'
        ? translate({ id: 'codeBlock.copyFailed', message: 'Copy failed' })
        : translate({ id: 'codeBlock.copy', message: 'Copy code to clipboard' });
  return (
    <>
      <button type="button" className={styles.copy} onClick={onClick} aria-label={label} title={label} data-state={state}>
        <Icon name={state === 'copied' ? 'check' : 'copy'} />
        {state !== 'idle' && (
          <span className={styles.copyText} aria-hidden="true">
            {label}
          </span>
        )}
      </button>
      <span className="visually-hidden" role="status">
        {state === 'idle' ? '' : label}
      </span>
    </>
  );
}
