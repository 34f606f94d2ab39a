import React from 'react';
import CodeBlock from '../../theme/CodeBlock';

interface ExampleSourceProps {
  /** The file's exact text. */
  code: string;
  /** The file's path in the repository, shown above the code. */
  title: string;
}

const languageOf = (path: string) => path.slice(path.lastIndexOf('.') + 1);

/** The source of an example file, highlighted under its path by the shared code block. */
export default function ExampleSource({ code, title }: ExampleSourceProps) {
  return <CodeBlock code={code} language={languageOf(title)} title={title} />;
}
