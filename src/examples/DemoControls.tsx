import React, { useCallback, useEffect, useRef, useState } from 'react';
import { useDialog } from 'react-dialog-hub';
import { translate } from '../lib/translate';
import DemoView from '../mdx/LiveExample/DemoView';
import { openExample } from './demo-calls';
import { formatOutcome } from './format-outcome';
import type { DemoProps, FlavourDialogs } from './types';

/** The live half of a demo: the button awaits `show(...)` and the output line tells how it settled. */
export function DemoControls({ name, dialogs, openOnMount }: DemoProps & { dialogs: FlavourDialogs }) {
  const { show } = useDialog();
  const [output, setOutput] = useState<string | null>(null);

  const open = useCallback(async () => {
    setOutput(translate({ id: 'examples.outcome.waiting', message: 'Waiting for an answer…' }));
    try {
      const value = await openExample(name, show, dialogs);
      setOutput(formatOutcome({ status: 'resolved', value }));
    } catch (reason) {
      setOutput(formatOutcome({ status: 'rejected', reason }));
    }
  }, [name, show, dialogs]);

  // The click that loaded the kit hit the stand-in button, which is gone now: focus
  // this one first, so the dialog returns focus here when it closes.
  const button = useRef<HTMLButtonElement>(null);
  const autoOpened = useRef(false);
  useEffect(() => {
    if (!openOnMount || autoOpened.current) return;
    autoOpened.current = true;
    button.current?.focus();
    void open();
  }, [openOnMount, open]);

  return <DemoView name={name} onOpen={open} output={output} buttonRef={button} />;
}
