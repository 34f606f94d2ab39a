import type { ComponentType } from 'react';
import type { AnimatedDialogProps } from 'react-dialog-hub';

/** The six dialogs every flavour implements, in page order. */
export const EXAMPLE_NAMES = ['Alert', 'Confirm', 'Prompt', 'SelectSingle', 'SelectMulti', 'Progress'] as const;
export type ExampleName = (typeof EXAMPLE_NAMES)[number];

/** The UI kits the examples are written for; each has a page and a lazy chunk. */
export const FLAVOURS = ['plain', 'radix', 'mui'] as const;
export type Flavour = (typeof FLAVOURS)[number];

export type Option = { value: string; label: string };

/** Does the work, calling `report` with 0 to 100; must stop when `signal` aborts. */
export type ProgressTask = (report: (percent: number) => void, signal: AbortSignal) => Promise<void>;

/**
 * The contract each flavour's dialogs meet: same props, same results. A
 * flavour's `dialogs` object is typed with it, so a dialog that drifts from
 * the others fails the type check.
 */
/** Every example dialog animates out, so it reads `open` and `onExited` too. */
type Animated<TProps, TResult = void> = ComponentType<AnimatedDialogProps<TProps, TResult>>;

export type ExampleDialogs = {
  Alert: Animated<{ title: string; message: string }>;
  Confirm: Animated<{ title: string; message: string; confirmLabel?: string }, boolean>;
  Prompt: Animated<{ title: string; label: string; defaultValue?: string }, string>;
  SelectSingle: Animated<{ title: string; options: Option[]; defaultValue?: string }, string>;
  SelectMulti: Animated<{ title: string; options: Option[]; defaultValue?: string[] }, string[]>;
  Progress: Animated<{ title: string; task: ProgressTask }>;
};

/**
 * Demos that only some flavours have, beyond the shared six: the plain page's
 * dialog that opens a second dialog and awaits it.
 */
export type ExtraExampleDialogs = {
  Nested: Animated<{}, { email: string; role: string }>;
};

/** Any demo a page can show: one of the shared six or a flavour's extra. */
export type DemoName = ExampleName | keyof ExtraExampleDialogs;

/** A flavour's dialogs: the shared six, plus the extras it has. */
export type FlavourDialogs = ExampleDialogs & Partial<ExtraExampleDialogs>;

/** What a flavour's lazy chunk (`src/examples/<flavour>/index.tsx`) exports. */
export type ExampleModule = { Demo: ComponentType<DemoProps> };

export type DemoProps = {
  name: DemoName;
  /** Open the dialog as soon as the demo mounts: the click that loaded the kit asked for it. */
  openOnMount?: boolean;
};
