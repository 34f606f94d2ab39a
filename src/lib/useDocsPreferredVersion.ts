import { useCallback, useEffect, useState } from 'react';
import {
  readPreferredDocsVersion,
  savePreferredDocsVersion,
  subscribePreferredDocsVersion,
  type DocsVersionData,
} from './docs-version';

/**
 * The reader's preferred docs version and a setter. Storage is read in an
 * effect, so the server render and the first client render agree (no
 * preference yet) and hydration stays clean.
 */
export function useDocsPreferredVersion(): {
  preferredVersion: DocsVersionData | undefined;
  savePreferredVersion: (name: string) => void;
} {
  const [preferredVersion, setPreferredVersion] = useState<DocsVersionData | undefined>(undefined);
  useEffect(() => {
    setPreferredVersion(readPreferredDocsVersion());
    return subscribePreferredDocsVersion(setPreferredVersion);
  }, []);
  const savePreferredVersion = useCallback((name: string) => {
    savePreferredDocsVersion(name);
    setPreferredVersion(readPreferredDocsVersion());
  }, []);
  return { preferredVersion, savePreferredVersion };
}
