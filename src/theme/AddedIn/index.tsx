import React from 'react';
import * as styles from './styles.module.css';

/** "Added in 0.3.0", from a symbol's or member's `@since` tag: what a reader on an older version lacks. */
export default function AddedIn({ version }: { version: string }) {
  return (
    <span className={styles.addedIn} data-since={version}>
      Added in {version}
    </span>
  );
}
