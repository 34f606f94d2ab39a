import type { ExampleModule, Flavour } from '../../examples/types';

// One dynamic import per UI kit: each becomes its own chunk, requested only by
// a demo of that flavour. The names make the chunks easy to find in the build.
const importers: Record<Flavour, () => Promise<ExampleModule>> = {
  plain: () => import(/* webpackChunkName: "example-plain" */ '../../examples/plain'),
  radix: () => import(/* webpackChunkName: "example-radix" */ '../../examples/radix'),
  mui: () => import(/* webpackChunkName: "example-mui" */ '../../examples/mui'),
};

const cache = new Map<Flavour, Promise<ExampleModule>>();

/** Loads a flavour's demos once per page session; a failure is forgotten so Retry tries again. */
export function loadFlavour(flavour: Flavour): Promise<ExampleModule> {
  let pending = cache.get(flavour);
  if (!pending) {
    pending = importers[flavour]().catch((error: unknown) => {
      cache.delete(flavour);
      throw error;
    });
    cache.set(flavour, pending);
  }
  return pending;
}
