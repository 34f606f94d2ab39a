// Stands in for Gatsby's service worker registration (src/node/build/webpack.ts,
// SERVICE_WORKER_REGISTRATION_MODULE). Gatsby runs it only when a plugin's
// registerServiceWorker returns true; no plugin of this site does, so running
// it means one now asks for a service worker that would never be registered.
console.error(
  "[gatsby-internals] Gatsby's service worker registration: a plugin's registerServiceWorker returned true, but the build replaces the registration. " +
    'Fix src/node/build/webpack.ts: drop the SERVICE_WORKER_REGISTRATION_MODULE replacement.',
);
