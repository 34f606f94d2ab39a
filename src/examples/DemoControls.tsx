import React, { useCallback, useState } from 'react';
import { useDialog } from 'react-dialog-hub';
import { translate } from '../lib/translate';
import DemoView from '../mdx/LiveExample/DemoView';
import { openExample } from './demo-calls';
import { formatOutcome } from './format-outcome';
import type { ExampleDialogs, ExampleName } from './types';

/** The live half of a demo: the button awaits `show(...)` and the output line tells how it settled. */
export function DemoControls({ name, dialogs }: { name: ExampleName; dialogs: ExampleDialogs }) {
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

  return <DemoView name={name} onOpen={open} output={output} />;
}
