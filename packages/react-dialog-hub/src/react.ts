// Every React import of the library goes through this module, so the build has one import
// statement for React instead of one per file (bundlers keep each, and they cost bytes).
export {
  Component,
  Suspense,
  createContext,
  memo,
  useContext,
  useEffect,
  useInsertionEffect,
  useState,
  useSyncExternalStore,
  version,
} from 'react';
