import React from 'react';
import { Link } from 'gatsby';
import * as styles from './styles.module.css';

/** A signature token as the page query returns it. */
export interface TokenLike {
  readonly text: string;
  readonly kind: string;
  readonly ref: string | null;
}

const KIND_CLASS: Record<string, string | undefined> = {
  keyword: styles.keyword,
  name: styles.name,
  type: styles.type,
  typeParameter: styles.typeParameter,
  parameter: styles.parameter,
  string: styles.string,
  number: styles.number,
  punctuation: styles.punctuation,
};

/** Highlighted tokens; a reference to another exported symbol is a link to its page. */
export function ApiTokens({ tokens }: { tokens: readonly TokenLike[] }) {
  return (
    <>
      {tokens.map((token, i) =>
        token.ref ? (
          <Link key={i} to={token.ref} className={`${KIND_CLASS[token.kind] ?? ''} ${styles.ref}`}>
            {token.text}
          </Link>
        ) : (
          <span key={i} className={KIND_CLASS[token.kind]}>
            {token.text}
          </span>
        ),
      )}
    </>
  );
}

/** Inline code made of tokens, e.g. a parameter's type. */
export function ApiInlineType({ tokens }: { tokens: readonly TokenLike[] }) {
  return (
    <code className={styles.inline}>
      <ApiTokens tokens={tokens} />
    </code>
  );
}

/** A declaration or signature as a highlighted, scrollable code block. */
export default function ApiSignature({ tokens, label }: { tokens: readonly TokenLike[]; label: string }) {
  return (
    // Focusable so keyboard users can scroll a long signature.
    <pre className={styles.signature} tabIndex={0} aria-label={label} data-api-signature="">
      <code>
        <ApiTokens tokens={tokens} />
      </code>
    </pre>
  );
}
