import React from 'react';
import * as styles from './styles.module.css';

interface ExampleSourceProps {
  /** The file's exact text. */
  code: string;
  /** The file's path in the repository, shown above the code. */
  title: string;
}

const languageOf = (path: string) => path.slice(path.lastIndexOf('.') + 1);

/** The source of an example file under its path (the one place to swap in the shared CodeBlock). */
export default function ExampleSource({ code, title }: ExampleSourceProps) {
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.title}>{title}</figcaption>
      <pre className={styles.pre}>
        <code className={`language-${languageOf(title)}`}>{code}</code>
      </pre>
    </figure>
  );
}
