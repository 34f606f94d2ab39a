import React from 'react';
import { translate } from '../../lib/translate';
import type { DemoName } from '../../examples/types';
import * as styles from './styles.module.css';

interface DemoViewProps {
  name: DemoName;
  /** Opens the dialog (before the kit has loaded: loads it, then opens). */
  onOpen: () => void;
  /** First sign the reader may click (pointer over, focus): lets the kit start loading. */
  onIntent?: () => void;
  /** The output line; null before the first run. */
  output: string | null;
  buttonRef?: React.Ref<HTMLButtonElement>;
}

/**
 * A demo's button and output line. The static stand-in and the live demo
 * render this same markup, so nothing moves when the demo's code arrives.
 */
export default function DemoView({ name, onOpen, onIntent, output, buttonRef }: DemoViewProps) {
  return (
    <div className={styles.controls}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        onClick={onOpen}
        onPointerEnter={onIntent}
        onFocus={onIntent}
      >
        {translate({ id: 'examples.open', message: 'Open {name}' }, { name })}
      </button>
      <output className={styles.output} aria-live="polite">
        {output ?? translate({ id: 'examples.outcome.none', message: 'No result yet.' })}
      </output>
    </div>
  );
}
