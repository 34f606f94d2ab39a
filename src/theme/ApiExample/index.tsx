import React from 'react';
import CodeBlock from '../CodeBlock';
import * as styles from './styles.module.css';

interface ApiExampleProps {
  code: string;
  language?: string;
  caption?: string;
}

/** One `@example` block of the API reference, highlighted by the shared code block. */
export default function ApiExample({ code, language = 'tsx', caption }: ApiExampleProps) {
  return (
    <figure className={styles.example}>
      {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
      <CodeBlock code={code} language={language} />
    </figure>
  );
}
