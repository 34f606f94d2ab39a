import React from 'react';
import { graphql, Link, type PageProps } from 'gatsby';
import { siteConfig } from '../site-config';
import Layout from '../theme/Layout';
import Seo from '../theme/Seo';
import CodeBlock from '../theme/CodeBlock';
import Tabs, { TabItem } from '../mdx/Tabs';
import { routePathOf } from '../theme/route-path';
import * as styles from './index.module.css';

const features = [
  {
    title: 'Headless and UI-agnostic',
    text: 'The library renders no markup of its own. Bring the native dialog element, Radix, MUI or your design system.',
  },
  {
    title: 'Type-safe end to end',
    text: 'show(Confirm, { message }) checks the props you pass and infers the result type from the dialog itself.',
  },
  {
    title: 'Promise-based flow',
    text: 'Await a dialog like any other async call: the promise resolves with the answer and rejects when the user walks away or the app closes the dialog.',
  },
];

const { version } = siteConfig.library;
const pkg = siteConfig.installSpec;
/** The install command per package manager; the tab group is the docs' own, so a choice made here carries over. */
const installCommands = [
  { value: 'npm', label: 'npm', command: `npm install ${pkg}` },
  { value: 'yarn', label: 'Yarn', command: `yarn add ${pkg}` },
  { value: 'pnpm', label: 'pnpm', command: `pnpm add ${pkg}` },
  { value: 'bun', label: 'Bun', command: `bun add ${pkg}` },
];

/** Landing page: what the library is, why it helps, how to install it, where to start. */
export default function HomePage({ location, data }: PageProps<Queries.LandingPageQuery>) {
  const snippet = data.codeSnippet;
  const path = routePathOf(location);
  return (
    <Layout pathname={path}>
      <Seo title={siteConfig.tagline} path="/" />
      <section className={styles.hero}>
        <h1 className={styles.title}>{siteConfig.title}</h1>
        <p className={styles.tagline}>{siteConfig.tagline}</p>
        <p className={styles.version}>
          Documents version <strong data-library-version={version}>{version}</strong> · {siteConfig.license} licence
        </p>
        <nav className={styles.actions} aria-label="Start here">
          <Link to="/docs/getting-started" className={styles.primary}>
            Get Started
          </Link>
          <Link to="/docs/category/examples" className={styles.secondary}>
            Examples
          </Link>
          <Link to="/docs/api/" className={styles.secondary}>
            API Reference
          </Link>
        </nav>
        {siteConfig.packagePublished ? null : (
          <p className={styles.unpublished}>
            Not on npm yet: <Link to="/docs/getting-started#install">build the package</Link>, then install the file.
          </p>
        )}
        <div className={styles.install} aria-label="Install" role="group">
          <Tabs groupId="package-manager">
            {installCommands.map(({ value, label, command }) => (
              <TabItem key={value} value={value} label={label}>
                <pre className={styles.command}>
                  <code>{command}</code>
                </pre>
              </TabItem>
            ))}
          </Tabs>
        </div>
        {/* content/landing/snippet.tsx, type-checked and highlighted at build time (src/node/code/snippet-source.ts). */}
        {snippet && (
          <div className={styles.snippet}>
            <CodeBlock html={snippet.html} language={snippet.language} types={[...snippet.types]} title="Example" />
          </div>
        )}
      </section>
      <section className={styles.features} aria-label="Features">
        {features.map((feature) => (
          <div key={feature.title} className={styles.feature}>
            <h2>{feature.title}</h2>
            <p>{feature.text}</p>
          </div>
        ))}
      </section>
    </Layout>
  );
}

export const query = graphql`
  query LandingPage {
    codeSnippet(name: { eq: "landing" }) {
      html
      language
      types
    }
  }
`;
