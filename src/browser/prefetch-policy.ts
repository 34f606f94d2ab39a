/**
 * Whether prefetching page bundles and data is worth it on this connection:
 * never on 2g (slow-2g, 2g) or when the reader asked to save data. This is
 * the rule Gatsby's loader applies to viewport prefetching; we apply it to
 * hover prefetching too, which Gatsby does unconditionally.
 */
export interface ConnectionInfo {
  effectiveType?: string;
  saveData?: boolean;
}

export function canPrefetch(connection: ConnectionInfo | undefined | null): boolean {
  if (!connection) return true;
  if ((connection.effectiveType ?? '').includes('2g')) return false;
  return !connection.saveData;
}
