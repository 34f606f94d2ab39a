import type { ShowFn } from 'react-dialog-hub';
import type { DemoName, FlavourDialogs, Option, ProgressTask } from './types';

/** Steps of the demo upload: short, so the bar visibly moves yet the demo ends in about two seconds. */
export const DEMO_UPLOAD_STEPS = 20;
const DEMO_UPLOAD_STEP_MS = 100;

const sizes: Option[] = [
  { value: 's', label: 'Small' },
  { value: 'm', label: 'Medium' },
  { value: 'l', label: 'Large' },
];

const toppings: Option[] = [
  { value: 'cheese', label: 'Cheese' },
  { value: 'olives', label: 'Olives' },
  { value: 'basil', label: 'Basil' },
];

/** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts. */
export function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    function onAbort() {
      clearTimeout(timer);
      reject(signal.reason);
    }
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** A pretend upload that reports its progress step by step and honours the signal. */
export const demoUpload: ProgressTask = async (report, signal) => {
  for (let step = 1; step <= DEMO_UPLOAD_STEPS; step += 1) {
    await wait(DEMO_UPLOAD_STEP_MS, signal);
    report((step / DEMO_UPLOAD_STEPS) * 100);
  }
};

/**
 * The `show(...)` call behind each demo button: the same props for every
 * flavour, so the three pages behave alike and their tests can be shared.
 */
export function openExample(name: DemoName, show: ShowFn, dialogs: FlavourDialogs): Promise<unknown> {
  switch (name) {
    case 'Alert':
      return show(dialogs.Alert, { title: 'Saved', message: 'Your changes have been saved.' });
    case 'Confirm':
      return show(dialogs.Confirm, {
        title: 'Delete file?',
        message: 'report.pdf will be deleted permanently.',
        confirmLabel: 'Delete',
      });
    case 'Prompt':
      return show(dialogs.Prompt, { title: 'Rename file', label: 'New name', defaultValue: 'report.pdf' });
    case 'SelectSingle':
      return show(dialogs.SelectSingle, { title: 'Shirt size', options: sizes, defaultValue: 'm' });
    case 'SelectMulti':
      return show(dialogs.SelectMulti, { title: 'Toppings', options: toppings, defaultValue: ['cheese'] });
    case 'Progress':
      return show(dialogs.Progress, { title: 'Uploading photos', task: demoUpload });
    case 'Nested':
      if (!dialogs.Nested) return Promise.reject(new Error('This flavour has no Nested demo.'));
      return show(dialogs.Nested);
  }
}
