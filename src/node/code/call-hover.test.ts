// @vitest-environment node
import path from 'node:path';
import ts from 'typescript';
import { createTwoslasher } from 'twoslash';
import { describe, expect, it } from 'vitest';
import { withCallHovers } from './call-hover';
import { compilerOptions } from './twoslash';

const root = path.resolve(__dirname, '../../..');
const twoslash = (tsModule: typeof ts) =>
  createTwoslasher({ tsModule, vfsRoot: root, compilerOptions: compilerOptions(root), handbookOptions: { noErrorValidation: true } });

const prelude = `import { createDialogHub, useDialog, type DialogProps } from 'react-dialog-hub';
declare function Confirm(props: DialogProps<{ message: string; label?: string }, boolean>): JSX.Element;
type Shape = { kind: 'circle'; radius: number } | { kind: 'square'; side: number };
declare function Edit(props: DialogProps<Shape, Shape>): JSX.Element;
declare function Help(props: DialogProps): JSX.Element;
const { show } = useDialog();
const hub = createDialogHub();
`;

/** The hover texts of every `show` in `code`, in order. */
function showHovers(tsModule: typeof ts, code: string): string[] {
  const result = twoslash(tsModule)(prelude + code, 'tsx');
  return result.nodes.filter((node) => node.type === 'hover' && node.target === 'show').map((node) => (node as { text: string }).text);
}

describe('withCallHovers', { timeout: 60_000 }, () => {
  it("TypeScript's own hover cuts what a show call returns (the reason for this module)", () => {
    const [, call] = showHovers(ts, `show(Confirm, { message: 'Sure?' });`);
    expect(call).toMatch(/=> DialogHandle<\.\.\.>$/);
  });

  it('writes a show call in full: the component, its own props and the typed handle', () => {
    const [declaration, call] = showHovers(withCallHovers(ts), `show(Confirm, { message: 'Sure?' });`);
    expect(declaration).toBe('const show: ShowFn');
    expect(call).toBe(
      'const show: (component: typeof Confirm, props: { message: string; label?: string }, options?: ShowOptions) => DialogHandle<boolean, { message: string; label?: string }>',
    );
  });

  it('keeps unions as unions, marks props optional when none is required, and reads hub.show', () => {
    const hovers = showHovers(withCallHovers(ts), `show(Edit, { kind: 'circle', radius: 1 });\nhub.show(Help);`);
    expect(hovers).toContain(
      "const show: (component: typeof Edit, props: { kind: \"circle\"; radius: number } | { kind: \"square\"; side: number }, options?: ShowOptions) => DialogHandle<Shape, { kind: \"circle\"; radius: number } | { kind: \"square\"; side: number }>",
    );
    expect(hovers.at(-1)).toMatch(/^\(property\) show: .*\(component: typeof Help, props\?: \{\}, options\?: ShowOptions\) => DialogHandle<void, \{\}>$/);
    for (const hover of hovers) expect(hover).not.toMatch(/\.\.\.|Omit<|ShowArgs|RequireResolve/);
  });
});
