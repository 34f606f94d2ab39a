import React from 'react';
import { translate } from '../../lib/translate';
import * as styles from './styles.module.css';

type Level = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/** Plain text of React children, for the anchor's accessible name. */
function textOf(node: React.ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (React.isValidElement<{ children?: React.ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

/**
 * A content heading with a "#" link to itself, shown on hover and focus.
 * The id comes from src/node/content/rehype-heading-ids.ts.
 */
export default function Heading({ as: Tag, id, children, ...rest }: React.HTMLAttributes<HTMLHeadingElement> & { as: Level }) {
  if (!id) return <Tag {...rest}>{children}</Tag>;
  return (
    <Tag id={id} className={styles.heading} {...rest}>
      {children}
      <a
        href={`#${id}`}
        className={styles.anchor}
        aria-label={translate({ id: 'heading.anchor', message: 'Direct link to {heading}' }, { heading: textOf(children) })}
      />
    </Tag>
  );
}
