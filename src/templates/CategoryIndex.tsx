import React from 'react';
import { Link, type PageProps } from 'gatsby';
import type { DocsPageContext } from '../lib/content/sidebar-types';
import type { CategoryIndexItem } from '../lib/content/category-types';
import DocLayout from '../theme/DocLayout';
import Seo from '../theme/Seo';
import PageActions from '../theme/PageActions';
import { routePathOf } from '../theme/route-path';
import * as styles from './CategoryIndex.module.css';

type CategoryIndexContext = DocsPageContext & { title: string; description: string; items: CategoryIndexItem[] };

/** Generated index of a sidebar category: a card per page with its description. */
export default function CategoryIndex({ pageContext, location }: PageProps<object, CategoryIndexContext>) {
  const path = routePathOf(location);
  const { title, description, items } = pageContext;
  return (
    <DocLayout pathname={path} context={pageContext}>
      <Seo title={title} description={description} path={path} />
      <h1>{title}</h1>
      <PageActions route={path} />
      <p>{description}</p>
      <ul className={styles.cards}>
        {items.map((item) => (
          <li key={item.href}>
            <Link to={item.href} className={styles.card}>
              <h2 className={styles.cardTitle}>{item.label}</h2>
              <p className={styles.cardText}>{item.description}</p>
            </Link>
          </li>
        ))}
      </ul>
    </DocLayout>
  );
}
