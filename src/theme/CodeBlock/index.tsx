import React, { useMemo } from 'react';
import { Highlight, type PrismTheme } from 'prism-react-renderer';
import { parseLineRanges } from '../../lib/code-meta';
import { translate } from '../../lib/translate';
import { grammarName, Prism } from './prism';
import CopyButton from './CopyButton';
import * as styles from './styles.module.css';

export interface CodeBlockProps {
  code: string;
  /** Fence language: tsx, ts, bash, json… (others render as plain text). */
  language?: string;
  /** File name shown in the header, e.g. "src/App.tsx". */
  title?: string;
  /** Lines to highlight, e.g. "{1,3-4}". */
  highlight?: string;
}

/**
 * Token colours come from CSS variables (tokens.css, light and dark), not
 * from a Prism theme object, so switching modes is a pure CSS change: no
 * re-render, no flash, and the server-rendered HTML is already right.
 */
const NO_INLINE_STYLES: PrismTheme = { plain: {}, styles: [] };

/** A highlighted code block with optional title, highlighted lines and a copy button. */
export default function CodeBlock({ code, language, title, highlight }: CodeBlockProps) {
  const source = code.replace(/\n$/, '');
  const marked = useMemo(() => parseLineRanges(highlight), [highlight]);
  const grammar = grammarName(language);
  return (
    <div className={styles.codeBlock} data-language={grammar}>
      {title && <div className={styles.title}>{title}</div>}
      <div className={styles.body}>
        <Highlight prism={Prism} theme={NO_INLINE_STYLES} code={source} language={grammar}>
          {({ tokens, getLineProps, getTokenProps }) => (
            // Focusable so keyboard users can scroll long lines sideways.
            <pre
              className={`${styles.pre} language-${grammar}`}
              tabIndex={0}
              aria-label={title ? translate({ id: 'codeBlock.label', message: 'Code: {title}' }, { title }) : undefined}
            >
              <code className={styles.code}>
                {tokens.map((line, i) => {
                  const { className, ...lineProps } = getLineProps({ line });
                  const lit = marked.has(i + 1);
                  // Lines are inline-blocks separated by real newlines, so the text a reader
                  // selects and copies is exactly the source (block lines would double blank lines).
                  return (
                    <React.Fragment key={i}>
                      <span {...lineProps} className={`${className} ${styles.line} ${lit ? styles.highlighted : ''}`} data-highlighted={lit || undefined}>
                        {line.map((token, key) => {
                          if (token.empty) return null;
                          const { style: _style, ...tokenProps } = getTokenProps({ token });
                          return <span key={key} {...tokenProps} />;
                        })}
                      </span>
                      {i < tokens.length - 1 && '\n'}
                    </React.Fragment>
                  );
                })}
              </code>
            </pre>
          )}
        </Highlight>
        <CopyButton code={source} />
      </div>
    </div>
  );
}
