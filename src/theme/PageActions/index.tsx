import React, { useRef } from 'react';
import { withPrefix } from 'gatsby';
import { markdownTwinPath } from '../../lib/content/markdown-twin-path';
import Icon from '../Icon';
import * as styles from './styles.module.css';

/**
 * "Copy page as Markdown" and "View as Markdown" for a page with a Markdown
 * twin (written by src/node/machine-docs/llms-txt.ts). The copying code and the twin load
 * only when the button is pressed, so they cost the first visit nothing; the
 * outcome is announced in the live region.
 */
export default function PageActions({ route }: { route: string }) {
  const href = withPrefix(markdownTwinPath(route));
  const status = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const onClick = () => {
    import('./copy-markdown').then(({ copyPage }) => copyPage(href, status.current, button.current));
  };
  return (
    <div className={styles.actions}>
      <button ref={button} type="button" className={styles.action} onClick={onClick}>
        <Icon name="copy" />
        Copy page as Markdown
      </button>
      <a className={styles.action} href={href}>
        <Icon name="markdown" />
        View as Markdown
      </a>
      <span ref={status} className="visually-hidden" role="status" />
    </div>
  );
}
