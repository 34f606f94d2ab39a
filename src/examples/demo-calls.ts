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
 * The props each demo passes to `show(...)`, but the Progress task (`demoUpload`):
 * the same for every flavour, so the three pages behave alike and their tests can
 * be shared. The exported example projects (src/node/example-project) write them
 * into their App, so a project opens its dialog as the page does.
 */
export const demoProps = {
  Alert: { title: 'Saved', message: 'Your changes have been saved.' },
  Confirm: { title: 'Delete file?', message: 'report.pdf will be deleted permanently.', confirmLabel: 'Delete' },
  Prompt: { title: 'Rename file', label: 'New name', defaultValue: 'report.pdf' },
  SelectSingle: { title: 'Shirt size', options: sizes, defaultValue: 'm' },
  SelectMulti: { title: 'Toppings', options: toppings, defaultValue: ['cheese'] },
  Progress: { title: 'Uploading photos' },
  Nested: {},
} satisfies Record<DemoName, object>;

/** The `show(...)` call behind each demo button, with `demoProps`. */
export function openExample(name: DemoName, show: ShowFn, dialogs: FlavourDialogs): Promise<unknown> {
  switch (name) {
    case 'Alert':
      return show(dialogs.Alert, demoProps.Alert);
    case 'Confirm':
      return show(dialogs.Confirm, demoProps.Confirm);
    case 'Prompt':
      return show(dialogs.Prompt, demoProps.Prompt);
    case 'SelectSingle':
      return show(dialogs.SelectSingle, demoProps.SelectSingle);
    case 'SelectMulti':
      return show(dialogs.SelectMulti, demoProps.SelectMulti);
    case 'Progress':
      return show(dialogs.Progress, { ...demoProps.Progress, task: demoUpload });
    case 'Nested':
      if (!dialogs.Nested) return Promise.reject(new Error('This flavour has no Nested demo.'));
      return show(dialogs.Nested);
  }
}
