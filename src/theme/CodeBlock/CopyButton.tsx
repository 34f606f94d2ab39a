import React, { useEffect, useRef, useState } from 'react';
import { translate } from '../../lib/translate';
import * as styles from './styles.module.css';

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
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          {state === 'copied' ? (
            <path fill="currentColor" d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2z" />
          ) : (
            <path fill="currentColor" d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11v14z" />
          )}
        </svg>
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
