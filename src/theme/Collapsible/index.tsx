import React from 'react';
import { useCollapseAnimation } from './useCollapseAnimation';
import * as styles from './styles.module.css';

interface CollapsibleProps {
  open: boolean;
  id?: string;
  className?: string;
  /** The element to render: a list for sidebar categories, a div elsewhere. */
  as?: 'ul' | 'div';
  children: React.ReactNode;
}

/** Content that slides open and closed (instantly with prefers-reduced-motion). */
export default function Collapsible({ open, id, className, as: Tag = 'div', children }: CollapsibleProps) {
  const ref = useCollapseAnimation<HTMLElement>(open);
  return (
    <Tag ref={ref as React.RefObject<never>} id={id} className={`${styles.collapsible} ${className ?? ''}`} hidden={!open}>
      {children}
    </Tag>
  );
}
