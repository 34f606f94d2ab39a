import { siteConfig } from '../../site-config';
import type { ApiKind } from './api-types';

interface KindInfo {
  /** Route segment under /docs/api/. */
  segment: string;
  /** Heading prefix of a symbol page: "Function: useDialog". */
  label: string;
  /** Group heading in the API index and the sidebar. */
  group: string;
}

/** The documented kinds in the order the index and the sidebar list them. */
export const API_KINDS: Record<ApiKind, KindInfo> = {
  function: { segment: 'functions', label: 'Function', group: 'Functions' },
  class: { segment: 'classes', label: 'Class', group: 'Classes' },
  'type-alias': { segment: 'type-aliases', label: 'Type Alias', group: 'Type Aliases' },
  variable: { segment: 'variables', label: 'Variable', group: 'Variables' },
};

export const API_KIND_ORDER = Object.keys(API_KINDS) as ApiKind[];

export const API_INDEX_PATH = siteConfig.docs.apiIndexPath;
export const API_INDEX_TITLE = 'API Reference';

export function isApiKind(kind: string): kind is ApiKind {
  return kind in API_KINDS;
}

/** Route of a symbol's page without the path prefix, e.g. /docs/api/functions/useDialog. */
export function apiSlug(kind: ApiKind, name: string): string {
  return `${API_INDEX_PATH}${API_KINDS[kind].segment}/${name}`;
}

/**
 * Symbols grouped by kind in index order, each group sorted by name, empty
 * groups dropped. Feeds the API index and the sidebar so both agree.
 */
export function groupApiSymbols<T extends { name: string; kind: string }>(
  symbols: readonly T[],
): Array<{ kind: ApiKind; label: string; symbols: T[] }> {
  return API_KIND_ORDER.map((kind) => ({
    kind,
    label: API_KINDS[kind].group,
    symbols: symbols.filter((s) => s.kind === kind).sort((a, b) => a.name.localeCompare(b.name, 'en')),
  })).filter((group) => group.symbols.length > 0);
}
