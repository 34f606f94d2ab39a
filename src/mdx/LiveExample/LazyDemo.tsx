import React, { useEffect, useState } from 'react';
import { translate } from '../../lib/translate';
import type { ExampleModule, DemoName, Flavour } from '../../examples/types';
import Loadable from '../../theme/Loadable';
import DemoView from './DemoView';
import { loadFlavour } from './loaders';

/** Hands the loaded kit to the parent, which then swaps in the live demo. */
function Arrived({ kit, onArrive }: { kit: ExampleModule; onArrive: (kit: ExampleModule) => void }) {
  useEffect(() => {
    onArrive(kit);
  }, [kit, onArrive]);
  return null;
}

const prefetch = (flavour: Flavour) => () => {
  // Only warms the cache; a failure surfaces (with Retry) if the reader clicks.
  loadFlavour(flavour).catch(() => undefined);
};

/**
 * A demo whose UI kit loads on the first sign of use: pointer over or focus
 * prefetches it, a click loads it if needed and then opens the dialog. Until
 * then the enabled button is plain markup, so readers who never use a demo
 * download none of its kit.
 */
export default function LazyDemo({ flavour, name }: { flavour: Flavour; name: DemoName }) {
  const [kit, setKit] = useState<ExampleModule | null>(null);
  // Number of clicks before the kit arrived; each remounts the loader, so a click after a failure retries.
  const [requests, setRequests] = useState(0);

  if (kit) return <kit.Demo name={name} openOnMount />;
  return (
    <>
      <DemoView name={name} output={null} onOpen={() => setRequests((n) => n + 1)} onIntent={prefetch(flavour)} />
      {requests > 0 && (
        <Loadable
          key={requests}
          load={() => loadFlavour(flavour)}
          label={translate({ id: 'examples.demo.loading', message: 'the {name} demo' }, { name })}
        >
          {(loaded) => <Arrived kit={loaded} onArrive={setKit} />}
        </Loadable>
      )}
    </>
  );
}
