import React, { useState } from 'react';
import { Link } from 'gatsby';
import type { ResolvedSidebarItem, SidebarCategoryNode } from '../../lib/sidebar-types';
import * as styles from './styles.module.css';

interface DocSidebarProps {
  items: ResolvedSidebarItem[];
  /** Current route without prefix, to mark the active link and open its category. */
  activePath: string;
}

const samePath = (a: string, b: string) => a.replace(/\/$/, '') === b.replace(/\/$/, '');

function contains(item: ResolvedSidebarItem, path: string): boolean {
  if (item.href && samePath(item.href, path)) return true;
  return item.type === 'category' && item.items.some((child) => contains(child, path));
}

function Category({ item, activePath }: { item: SidebarCategoryNode; activePath: string }) {
  const [open, setOpen] = useState(!item.collapsed || contains(item, activePath));
  const listId = `sidebar-${item.label.toLowerCase().replace(/\W+/g, '-')}`;
  const current = item.href && samePath(item.href, activePath);
  return (
    <li className={styles.category}>
      <div className={styles.categoryRow}>
        {item.href ? (
          <Link to={item.href} className={styles.link} aria-current={current ? 'page' : undefined}>
            {item.label}
          </Link>
        ) : (
          <span className={styles.label}>{item.label}</span>
        )}
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={listId}
          aria-label={`${open ? 'Collapse' : 'Expand'} category ${item.label}`}
          onClick={() => setOpen(!open)}
        >
          <span aria-hidden="true" className={open ? styles.chevronOpen : styles.chevron} />
        </button>
      </div>
      <ul id={listId} className={styles.list} hidden={!open}>
        <Items items={item.items} activePath={activePath} />
      </ul>
    </li>
  );
}

function Items({ items, activePath }: DocSidebarProps) {
  return (
    <>
      {items.map((item) =>
        item.type === 'category' ? (
          <Category key={item.label} item={item} activePath={activePath} />
        ) : (
          <li key={item.href}>
            <Link
              to={item.href}
              className={styles.link}
              aria-current={samePath(item.href, activePath) ? 'page' : undefined}
            >
              {item.label}
            </Link>
          </li>
        ),
      )}
    </>
  );
}

/** The docs sidebar: links and collapsible categories from the site config. */
export default function DocSidebar({ items, activePath }: DocSidebarProps) {
  return (
    <nav className={styles.sidebar} aria-label="Docs sidebar">
      <ul className={styles.list}>
        <Items items={items} activePath={activePath} />
      </ul>
    </nav>
  );
}
