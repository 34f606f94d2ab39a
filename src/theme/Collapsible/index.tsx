import React, { useState } from 'react';
import { useCollapseAnimation } from './useCollapseAnimation';
import * as styles from './styles.module.css';

interface CollapsibleProps {
  open: boolean;
  id?: string;
  className?: string;
  /** The element to render: a list for sidebar categories, a div elsewhere. */
  as?: 'ul' | 'div';
  /** Render the content only once first opened (a smaller page and less to hydrate). */
  lazy?: boolean;
  /** Change without the slide: for a close that must not move the page while the browser scrolls. */
  instant?: boolean;
  children: React.ReactNode;
}

/** Content that slides open and closed (instantly with prefers-reduced-motion). */
export default function Collapsible({ open, id, className, as: Tag = 'div', lazy = false, instant = false, children }: CollapsibleProps) {
  const ref = useCollapseAnimation<HTMLElement>(open, instant);
  // Once rendered, kept: closing animates and reopening is instant.
  const [rendered, setRendered] = useState(open || !lazy);
  if (open && !rendered) setRendered(true);
  return (
    <Tag ref={ref as React.RefObject<never>} id={id} className={`${styles.collapsible} ${className ?? ''}`} hidden={!open}>
      {rendered ? children : null}
    </Tag>
  );
}
