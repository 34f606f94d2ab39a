import React from 'react';
import { translate } from '../../lib/translate';
import type { ExampleName } from '../../examples/types';
import * as styles from './styles.module.css';

interface DemoViewProps {
  name: ExampleName;
  /** Opens the dialog; absent while the demo's code is still loading. */
  onOpen?: () => void;
  /** The output line; null before the first run. */
  output: string | null;
}

/**
 * A demo's button and output line. The static fallback and the live demo
 * render this same markup, so nothing moves when the demo's code arrives.
 */
export default function DemoView({ name, onOpen, output }: DemoViewProps) {
  return (
    <div className={styles.controls}>
      <button type="button" className={styles.button} onClick={onOpen} disabled={!onOpen}>
        {translate({ id: 'examples.open', message: 'Open {name}' }, { name })}
      </button>
      <output className={styles.output} aria-live="polite">
        {output ?? translate({ id: 'examples.outcome.none', message: 'No result yet.' })}
      </output>
    </div>
  );
}
