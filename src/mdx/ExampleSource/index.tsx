import React from 'react';
import type { CodeRef } from '../../lib/code/code-ref';
import CodeBlock from '../../theme/CodeBlock';

interface ExampleSourceProps {
  /** The file, imported with `?highlight`: highlighted at build time (src/node/output/webpack.ts). */
  code: CodeRef;
  /** The file's path in the repository, shown above the code. */
  title: string;
}

/** The source of an example file, highlighted under its path by the shared code block. */
export default function ExampleSource({ code, title }: ExampleSourceProps) {
  return <CodeBlock {...code} title={title} />;
}
