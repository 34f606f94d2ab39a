import React from 'react';
import { translate } from '../../lib/translate';
import type { DemoName, Flavour } from '../../examples/types';
import ExampleSource from '../ExampleSource';
import type { CodeRef } from '../../lib/code/code-ref';
import ProjectActions from '../ProjectActions';
import LazyDemo from './LazyDemo';
import * as styles from './styles.module.css';

/** Where an example dialog lives; also the title of its source panel. */
export const examplePath = (flavour: Flavour, name: DemoName) => `src/examples/${flavour}/${name}Dialog.tsx`;

interface LiveExampleProps {
  flavour: Flavour;
  name: DemoName;
  /** The dialog file, imported with `?highlight` so the page shows the code that runs. */
  source: CodeRef;
}

/**
 * One live example: a demo that opens the real dialog (its UI kit loads on
 * the first hover, focus or click), the buttons that take it out into a
 * project of one's own, and the source of that dialog.
 */
export default function LiveExample({ flavour, name, source }: LiveExampleProps) {
  return (
    <div className={styles.example}>
      <div
        role="group"
        aria-label={translate({ id: 'examples.demo.label', message: '{name} demo' }, { name })}
        className={styles.demo}
      >
        <LazyDemo flavour={flavour} name={name} />
      </div>
      {/* The id as exampleProjectId writes it, spelled out so the page's own JavaScript does not grow. */}
      <ProjectActions id={`${flavour}/${name}`} name={name} />
      <ExampleSource code={source} title={examplePath(flavour, name)} />
    </div>
  );
}
