import { withPrefix } from 'gatsby';
import { stripPrefix } from '../lib/route-path';

/** Current route without the deploy prefix, identical on server and client. */
export function routePathOf(location: { pathname: string }): string {
  return stripPrefix(location.pathname, withPrefix('/'));
}
