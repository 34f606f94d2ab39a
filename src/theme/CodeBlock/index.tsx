import React, { useCallback, useRef } from 'react';
import type { CodeRef } from '../../lib/code-ref';
import { translate } from '../../lib/translate';
import { useCodeHtml } from './code-html';
import CopyButton from './CopyButton';
import * as styles from './styles.module.css';

export type CodeBlockProps = CodeRef & {
  /** File name shown in the header, e.g. "src/App.tsx". */
  title?: string;
  /** The text to copy; defaults to the text of the block, which is the source exactly. */
  code?: string;
};

/**
 * A code block highlighted at build time (src/lib/highlight.ts): `html` is
 * the markup of the lines (or `codeKey` names it in the page data, see
 * ./code-html.tsx), so no highlighter ships to the browser. Token
 * colours come from CSS variables (tokens.css, light and dark), so switching
 * modes is a pure CSS change.
 */
export default function CodeBlock({ title, code, ...ref }: CodeBlockProps) {
  const html = useCodeHtml(ref);
  const { language } = ref;
  const codeRef = useRef<HTMLElement>(null);
  const text = useCallback(() => code ?? codeRef.current?.textContent ?? '', [code]);
  return (
    <div className={styles.codeBlock} data-language={language}>
      {title && <div className={styles.title}>{title}</div>}
      <div className={styles.body}>
        {/* Focusable so keyboard users can scroll long lines sideways. */}
        <pre
          className={`${styles.pre} language-${language}`}
          tabIndex={0}
          aria-label={title ? translate({ id: 'codeBlock.label', message: 'Code: {title}' }, { title }) : undefined}
        >
          <code ref={codeRef} className={styles.code} dangerouslySetInnerHTML={{ __html: html }} />
        </pre>
        <CopyButton text={text} />
      </div>
    </div>
  );
}
