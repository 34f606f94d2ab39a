import React from 'react';
import { translate } from '../../lib/translate';
import type { ExampleName, Flavour } from '../../examples/types';
import Loadable from '../../theme/Loadable';
import ExampleSource from '../ExampleSource';
import type { HighlightedCode } from '../../lib/highlight';
import DemoView from './DemoView';
import { loadFlavour } from './loaders';
import * as styles from './styles.module.css';

/** Where an example dialog lives; also the title of its source panel. */
export const examplePath = (flavour: Flavour, name: ExampleName) => `src/examples/${flavour}/${name}Dialog.tsx`;

interface LiveExampleProps {
  flavour: Flavour;
  name: ExampleName;
  /** The dialog file, imported with `?highlight` so the page shows the code that runs. */
  source: HighlightedCode;
}

/**
 * One live example: a demo that opens the real dialog (its UI kit loads on
 * demand, with a static stand-in meanwhile) and the source of that dialog.
 */
export default function LiveExample({ flavour, name, source }: LiveExampleProps) {
  const fallback = <DemoView name={name} output={null} />;
  return (
    <div className={styles.example}>
      <div
        role="group"
        aria-label={translate({ id: 'examples.demo.label', message: '{name} demo' }, { name })}
        className={styles.demo}
      >
        <Loadable
          load={() => loadFlavour(flavour)}
          label={translate({ id: 'examples.demo.loading', message: 'the {name} demo' }, { name })}
          fallback={fallback}
        >
          {({ Demo }) => <Demo name={name} />}
        </Loadable>
      </div>
      <ExampleSource code={source} title={examplePath(flavour, name)} />
    </div>
  );
}
