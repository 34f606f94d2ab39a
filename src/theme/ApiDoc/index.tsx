import React from 'react';
import { Link } from 'gatsby';
import { docParagraphs, type DocPartLike } from '../../lib/api/api-format';

function Parts({ parts }: { parts: readonly DocPartLike[] }) {
  return (
    <>
      {parts.map((part, i) => {
        if (part.kind === 'link' && part.ref) {
          return (
            <Link key={i} to={part.ref}>
              <code>{part.text}</code>
            </Link>
          );
        }
        return part.kind === 'code' ? <code key={i}>{part.text}</code> : <React.Fragment key={i}>{part.text}</React.Fragment>;
      })}
    </>
  );
}

/**
 * TSDoc prose: paragraphs, inline code and links to other symbols' pages.
 * `inline` renders the first paragraph only, without a <p> (for lists).
 */
export default function ApiDoc({ parts, inline = false }: { parts: readonly DocPartLike[]; inline?: boolean }) {
  const paragraphs = docParagraphs(parts);
  if (inline) return paragraphs[0] ? <Parts parts={paragraphs[0].parts} /> : null;
  return (
    <>
      {paragraphs.map((p, i) =>
        p.block ? (
          <pre key={i} tabIndex={0}>
            <code>{p.parts[0]!.text}</code>
          </pre>
        ) : (
          <p key={i}>
            <Parts parts={p.parts} />
          </p>
        ),
      )}
    </>
  );
}
