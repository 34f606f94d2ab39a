import React from 'react';
import CodeBlock from '../CodeBlock';
import * as styles from './styles.module.css';

interface ApiExampleProps {
  /** Highlighted at build time (src/node/api/api-transform.ts). */
  html: string;
  /** The compiler's text for each identifier (a type-checked example). */
  types?: string[];
  /** The grammar it was highlighted with. */
  language: string;
  caption?: string;
}

/** One `@example` block of the API reference, highlighted by the shared code block. */
export default function ApiExample({ html, types, language, caption }: ApiExampleProps) {
  return (
    <figure className={styles.example}>
      {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
      <CodeBlock html={html} types={types} language={language} />
    </figure>
  );
}
