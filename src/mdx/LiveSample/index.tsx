import React, { type ReactNode } from 'react';
import { DialogProvider } from 'react-dialog-hub';
import * as styles from './styles.module.css';

/**
 * A guide sample running on its page, in a provider of its own
 * (`<LiveSample label="…"><BackButtonDemo /></LiveSample>`, the demo imported from
 * src/guides/sample-apps). Its dialogs render inside the box, below the demo's controls.
 */
export default function LiveSample({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="group" aria-label={label} className={styles.sample}>
      <DialogProvider>{children}</DialogProvider>
    </div>
  );
}
