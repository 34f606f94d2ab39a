/**
 * The one order in which the docs pages meet the site's stylesheets.
 *
 * Gatsby merges every stylesheet into one styles.css, and mini-css-extract
 * orders it by walking each chunk group's imports depth first; when two groups
 * meet two stylesheets in opposite orders it warns "Conflicting order" and
 * picks one. The walks disagree because `gatsby` and our gatsby-browser import
 * each other (gatsby's browser entry runs the site's browser hooks, which
 * render the Layout, whose links import `gatsby`): the order depends on where
 * a chunk group enters that cycle. The doc and API templates import this
 * module first, and so does every MDX doc (src/node/content/remark-author-imports.ts
 * adds the import): they all enter where the app entry does. (The other pages
 * and templates import `gatsby`'s Link first, which enters the same way.)
 *
 * It adds no code to a page: each module below is already part of every docs
 * page. The build fails with a message pointing here if an order conflicts
 * again (src/node/output/stylesheet-order.ts).
 */
// The frame of every page (navbar, footer, error page, global styles), in the
// order the app entry meets it: through gatsby's browser entry and gatsby-browser.
import 'gatsby';
// The docs frame: sidebar, breadcrumbs, paginator, table of contents.
import './DocLayout';
import './PageActions';
import './DocFooter';
// Blocks any doc may hold, before the components a doc imports itself (tabs, live examples).
import './CodeBlock';
import './Heading';
