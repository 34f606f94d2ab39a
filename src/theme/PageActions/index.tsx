import React, { useEffect, useRef, useState } from 'react';
import { withPrefix } from 'gatsby';
import { markdownTwinPath } from '../../lib/markdown-twin-path';
import Icon from '../Icon';
import * as styles from './styles.module.css';

/** How long the button's "Copied" state stays. */
const FEEDBACK_MS = 2500;

/** Fetches the twin and copies it; ClipboardItem keeps the click's permission across the fetch (Safari needs that). */
async function copyMarkdown(url: string): Promise<void> {
  const load = () =>
    fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return response.text();
    });
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    const blob = load().then((text) => new Blob([text], { type: 'text/plain' }));
    await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
    return;
  }
  await navigator.clipboard.writeText(await load());
}

/**
 * "Copy page as Markdown" and "View as Markdown" for a page with a Markdown
 * twin (written by src/node/llms-txt.ts). The twin is fetched only when the
 * button is pressed, so it costs the first load nothing; the outcome is
 * announced in a live region.
 */
export default function PageActions({ route }: { route: string }) {
  const href = withPrefix(markdownTwinPath(route));
  const [state, setState] = useState<'idle' | 'copying' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);

  const onClick = () => {
    setState('copying');
    clearTimeout(timer.current);
    copyMarkdown(href).then(
      () => setState('copied'),
      () => setState('failed'),
    );
    timer.current = setTimeout(() => setState('idle'), FEEDBACK_MS);
  };
  const status = state === 'copied' ? 'Page copied as Markdown' : state === 'failed' ? 'Could not copy the page' : '';

  return (
    <div className={styles.actions}>
      <button type="button" className={styles.action} onClick={onClick} data-state={state}>
        <Icon name={state === 'copied' ? 'check' : 'copy'} />
        Copy page as Markdown
      </button>
      <a className={styles.action} href={href} type="text/markdown">
        <Icon name="markdown" />
        View as Markdown
      </a>
      <span className="visually-hidden" role="status">
        {status}
      </span>
    </div>
  );
}
