import React, { useId } from 'react';
import { calloutTitle, isCalloutType, type CalloutType } from '../../lib/callouts';
import Icon from '../../theme/Icon';
import * as styles from './styles.module.css';

interface CalloutProps {
  type: CalloutType;
  /** From `:::type[Title]`; defaults to the type's name. */
  title?: string;
  children?: React.ReactNode;
}

/**
 * A `:::note` … `:::danger` block (mapped by src/node/remark-callouts.ts): a
 * complementary landmark named by its visible title, so screen-reader users
 * can find it and hear what kind of aside it is.
 */
export default function Callout({ type, title, children }: CalloutProps) {
  const titleId = useId();
  const kind = isCalloutType(type) ? type : 'note';
  return (
    <aside className={`${styles.callout} ${styles[kind]}`} aria-labelledby={titleId} data-callout={kind}>
      <p className={styles.title} id={titleId}>
        <Icon name={kind} />
        {calloutTitle(kind, title)}
      </p>
      <div className={styles.body}>{children}</div>
    </aside>
  );
}
