import { useEffect } from 'react';
import { namesPage, pageQuery, watchForPage } from '../../browser/page-appears';
import { routePathOf } from '../route-path';

/** gatsby develop's GraphQL endpoint (the one GraphiQL uses), which develop serves at its root. */
const GRAPHQL_ENDPOINT = '/___graphql';

/**
 * Rendered beside Gatsby's development 404 page (gatsby develop only, see gatsby-browser's wrapPageElement): shows the
 * page once develop has created it (src/browser/page-appears.ts).
 */
export default function PageAppears({ location }: { location: { pathname: string } }) {
  const routePath = routePathOf(location);
  useEffect(
    () =>
      watchForPage(routePath, {
        pageExists: async (path) => {
          const answer = await fetch(GRAPHQL_ENDPOINT, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(pageQuery(path)) });
          return answer.ok && namesPage(await answer.json());
        },
        reload: () => window.location.reload(),
        now: () => Date.now(),
        warn: (message) => console.warn(message),
      }),
    [routePath],
  );
  return null;
}
