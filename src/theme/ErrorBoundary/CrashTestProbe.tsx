/**
 * Test hook, inert in normal use: renders nothing unless
 * `window.__rdhCrashTest` holds an Error, which it then throws. No page of
 * the site crashes on demand, so the e2e suite sets it to provoke a real
 * render error in the production build, then clears it to prove that
 * "Try again" recovers.
 */
declare global {
  interface Window {
    __rdhCrashTest?: unknown;
  }
}

export default function CrashTestProbe(): null {
  if (typeof window !== 'undefined' && window.__rdhCrashTest instanceof Error) throw window.__rdhCrashTest;
  return null;
}
