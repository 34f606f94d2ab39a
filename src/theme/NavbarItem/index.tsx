import React from 'react';
import { Link } from 'gatsby';
import { siteConfig, type NavbarItem as NavbarItemConfig } from '../../site-config';
import { sidebarLandingPath } from '../../lib/content/sidebar-landing';
import { translate } from '../../lib/translate';
import * as styles from './styles.module.css';
import Icon from '../Icon';

interface NavbarItemProps {
  item: NavbarItemConfig;
  /** Current route without the path prefix, to mark the active item. */
  pathname: string;
  /** Full-width rows, as in the mobile menu. */
  block?: boolean;
}

function ExternalIcon() {
  return <Icon name="external" />;
}

const { routeBasePath, apiIndexPath } = siteConfig.docs;
const trim = (p: string) => p.replace(/\/$/, '');
/** Whether `path` is `base` or below it (trailing slashes ignored). */
const within = (path: string, base: string) => trim(path) === trim(base) || path.startsWith(`${trim(base)}/`);

/** One navbar entry, chosen by its configured `type`. */
export default function NavbarItem({ item, pathname, block = false }: NavbarItemProps) {
  const className = `${styles.link} ${block ? styles.block : ''}`;
  switch (item.type) {
    case 'docSidebar': {
      // The docs area minus the API reference, which has its own item.
      const active = within(pathname, routeBasePath) && !within(pathname, apiIndexPath);
      return (
        // Link computes aria-current from its own target; Docs is current anywhere in the docs area.
        <Link
          to={sidebarLandingPath(item.sidebarId)}
          className={className}
          getProps={() => ({ 'aria-current': active ? 'page' : undefined })}
        >
          {item.label}
        </Link>
      );
    }
    case 'link': {
      const active = within(pathname, item.to);
      return (
        <Link to={item.to} className={className} getProps={() => ({ 'aria-current': active ? 'page' : undefined })}>
          {item.label}
        </Link>
      );
    }
    case 'href':
      return (
        <a href={item.href} className={className} target="_blank" rel="noopener noreferrer">
          {item.label}
          <ExternalIcon />
          <span className="visually-hidden"> {translate({ id: 'link.newTab', message: '(opens in a new tab)' })}</span>
        </a>
      );
    default:
      throw new Error(
        `A navbar item failed to render: unknown type in ${JSON.stringify(item)}. ` +
          'Use "docSidebar", "link" or "href" in src/site-config.ts.',
      );
  }
}
