import React from 'react';
import * as styles from './styles.module.css';

interface ApiExampleProps {
  code: string;
  language?: string;
  caption?: string;
}

/**
 * One `@example` block of the API reference. Kept as a single component so
 * it can switch to the site's shared highlighted code block in one place.
 */
export default function ApiExample({ code, language = 'tsx', caption }: ApiExampleProps) {
  return (
    <figure className={styles.example}>
      {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
      {/* Focusable so keyboard users can scroll wide code. */}
      <pre tabIndex={0}>
        <code className={`language-${language}`}>{code}</code>
      </pre>
    </figure>
  );
}
