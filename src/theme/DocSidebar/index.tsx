import React, { useId } from 'react';
import { Link } from 'gatsby';
import { siteConfig } from '../../site-config';
import type { ResolvedSidebarItem, SidebarCategoryNode } from '../../lib/content/sidebar-types';
import { translate } from '../../lib/translate';
import Collapsible from '../Collapsible';
import { useCategoryOpen } from './useCategoryOpen';
import * as styles from './styles.module.css';

interface DocSidebarProps {
  items: ResolvedSidebarItem[];
  /** Current route without prefix, to mark the active link and open its category. */
  activePath: string;
}

const trim = (p: string) => p.replace(/\/$/, '');
const { routeBasePath, version } = siteConfig.docs;
/** The docs root shows the main doc, so its sidebar link is the current one there. */
const canonical = (p: string) => (trim(p) === trim(version.path) ? `${routeBasePath}/${version.mainDocId}` : trim(p));
const samePath = (a: string, b: string) => canonical(a) === canonical(b);

function contains(item: ResolvedSidebarItem, path: string): boolean {
  if (item.href && samePath(item.href, path)) return true;
  return item.type === 'category' && item.items.some((child) => contains(child, path));
}

function Category({ item, activePath, parentKey }: { item: SidebarCategoryNode; activePath: string; parentKey: string }) {
  const key = `${parentKey}/${item.label}`;
  const [open, setOpen] = useCategoryOpen(key, item.collapsed, contains(item, activePath), activePath);
  const listId = useId();
  const current = item.href !== undefined && samePath(item.href, activePath);
  const action = open
    ? translate({ id: 'sidebar.collapse', message: "Collapse sidebar category '{label}'" }, { label: item.label })
    : translate({ id: 'sidebar.expand', message: "Expand sidebar category '{label}'" }, { label: item.label });
  return (
    <li className={styles.category}>
      {item.href ? (
        <div className={styles.categoryRow}>
          <Link to={item.href} className={`${styles.link} ${styles.categoryLink}`} aria-current={current ? 'page' : undefined}>
            {item.label}
          </Link>
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={listId}
            aria-label={action}
            title={action}
            onClick={() => setOpen(!open)}
          >
            <span aria-hidden="true" className={`${styles.chevron} ${open ? styles.chevronOpen : ''}`} />
          </button>
        </div>
      ) : (
        // Without a page of its own, the whole row is the toggle.
        <button
          type="button"
          className={`${styles.link} ${styles.categoryLink} ${styles.labelButton}`}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
        >
          {item.label}
          <span aria-hidden="true" className={`${styles.chevron} ${open ? styles.chevronOpen : ''}`} />
        </button>
      )}
      <Collapsible as="ul" id={listId} open={open} className={styles.list} lazy>
        <Items items={item.items} activePath={activePath} parentKey={key} />
      </Collapsible>
    </li>
  );
}

function Items({ items, activePath, parentKey }: DocSidebarProps & { parentKey: string }) {
  return (
    <>
      {items.map((item) =>
        item.type === 'category' ? (
          <Category key={item.label} item={item} activePath={activePath} parentKey={parentKey} />
        ) : (
          <li key={item.href}>
            <Link to={item.href} className={styles.link} aria-current={samePath(item.href, activePath) ? 'page' : undefined}>
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
    <nav className={styles.sidebar} aria-label={translate({ id: 'sidebar.label', message: 'Docs sidebar' })}>
      <ul className={styles.list}>
        <Items items={items} activePath={activePath} parentKey="" />
      </ul>
    </nav>
  );
}
