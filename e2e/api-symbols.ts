import fs from 'node:fs';
import path from 'node:path';
import { siteConfig } from '../src/site-config';

/**
 * The API reference's expectations, shared by e2e/api.spec.ts and test/built-site/api.test.ts,
 * against the library's own source: every expectation
 * about a symbol (declaring line, summary) is read from
 * packages/react-dialog-hub/src here, independently of TypeDoc.
 */
export const LIB_SRC = 'packages/react-dialog-hub/src';

export interface Expected {
  name: string;
  segment: 'functions' | 'classes' | 'type-aliases' | 'variables';
  heading: string;
  file: string;
}

const fn = (name: string, file: string): Expected => ({ name, segment: 'functions', heading: `Function: ${name}`, file });
const alias = (name: string): Expected => ({ name, segment: 'type-aliases', heading: `Type Alias: ${name}`, file: 'types.ts' });
const variable = (name: string, file: string): Expected => ({ name, segment: 'variables', heading: `Variable: ${name}`, file });
const cls = (name: string, file: string): Expected => ({ name, segment: 'classes', heading: `Class: ${name}`, file });

export const TYPE_ALIASES = [
  'AnimatedDialogProps', 'CurrentDialog', 'DialogBase', 'DialogComponent', 'DialogContextValue', 'DialogExitProps', 'DialogHandle', 'DialogHub',
  'DialogOwnProps', 'DialogProps', 'DialogProviderProps', 'DialogResult', 'DialogStackItem', 'DialogUpdate', 'ShowFn', 'ShowOptions', 'StackItem',
  'UpsertFn',
];
export const FUNCTIONS = [
  fn('createDialogHub', 'hub.ts'), fn('DialogProvider', 'DialogProvider.tsx'), fn('useCurrentDialog', 'useCurrentDialog.ts'),
  fn('useDialog', 'useDialog.ts'), fn('useDialogStack', 'useDialogStack.ts'),
];
/** Every export of the library (0.4.0), in sidebar order. StackItem (0.1's shape) is deprecated but still exported. */
export const SYMBOLS: Expected[] = [
  ...FUNCTIONS,
  cls('DialogDismissedError', 'errors.ts'),
  ...TYPE_ALIASES.map(alias),
  variable('DialogContext', 'context.ts'),
];
/** The release each export came in, from the CHANGELOG; the rest were in 0.1. */
export const ADDED_IN: Record<string, string> = {
  DialogDismissedError: '0.2.0', DialogHandle: '0.2.0', DialogProviderProps: '0.2.0', ShowOptions: '0.2.0',
  createDialogHub: '0.3.0', useDialogStack: '0.3.0', AnimatedDialogProps: '0.3.0', DialogExitProps: '0.3.0', DialogHub: '0.3.0',
  DialogOwnProps: '0.3.0', DialogResult: '0.3.0', DialogUpdate: '0.3.0',
  useCurrentDialog: '0.4.0', CurrentDialog: '0.4.0', DialogStackItem: '0.4.0', UpsertFn: '0.4.0',
};
export const pathOf = (s: Expected) => `docs/api/${s.segment}/${s.name}`;
export const hrefOf = (name: string) => `${siteConfig.pathPrefix}/${pathOf(SYMBOLS.find((s) => s.name === name)!)}`;

/** Declaring line and TSDoc summary (first paragraph, inline markup as plain text) from the source. */
export function sourceFacts(s: Expected) {
  const lines = fs.readFileSync(path.join(LIB_SRC, s.file), 'utf8').split('\n');
  const index = lines.findIndex((l) => new RegExp(`^export (type|function|const|class) ${s.name}\\b`).test(l));
  if (index <= 0) throw new Error(`${s.name} is not declared in ${s.file}`);
  const start = lines.slice(0, index).lastIndexOf('/**');
  const body = lines.slice(start + 1, index - 1).map((l) => l.replace(/^\s*\* ?/, ''));
  const end = body.findIndex((l) => l.trim() === '' || l.startsWith('@'));
  const summary = body
    .slice(0, end < 0 ? undefined : end)
    .join(' ')
    .replace(/\{@link (\w+)\}/g, '$1')
    .replace(/`/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return { line: index + 1, summary };
}

