// Issue 41, defect 15 (types): 0.3 reused the name StackItem for useDialogStack's items, so 0.1 code
// typed with StackItem (id, component, props, resolve, reject) stopped compiling. 0.4 gives
// StackItem 0.1's shape again (deprecated) and names the stack's items DialogStackItem.
// A .ts file: Vitest's typecheck include is src/**/*.test-d.ts, so 0.1's JSX fixture is written
// with createElement (same types as `<Dialog key={id} {...props} resolve={resolve} reject={reject} />`).
import { createElement, type ComponentType, type ReactElement } from 'react';
import { describe, expectTypeOf, it } from 'vitest';
import {
  createDialogHub,
  useDialogStack,
  type DialogComponent,
  type DialogHandle,
  type DialogOwnProps,
  type DialogProps,
  type DialogProviderProps,
  type DialogStackItem,
  type StackItem,
} from './index';

function AskName({ resolve }: DialogProps<{ label: string }, string>) {
  return createElement('button', { onClick: () => resolve('Ada') }, 'answer');
}

function AskAge({ resolve }: DialogProps<{ question: string }, number>) {
  return createElement('button', { onClick: () => resolve(36) }, 'answer');
}

describe('0.1 code typed with StackItem compiles again', () => {
  it("0.1's renderItem fixture", () => {
    function renderItem({ id, component: Dialog, props, resolve, reject }: StackItem): ReactElement {
      return createElement(Dialog, { key: id, ...props, resolve, reject });
    }
    expectTypeOf(renderItem).returns.toEqualTypeOf<ReactElement>();
  });

  it("StackItem has 0.1's fields and types", () => {
    expectTypeOf<StackItem>().toEqualTypeOf<{
      id: string;
      component: DialogComponent<any, any, any>;
      props: Record<string, unknown>;
      resolve: (value: unknown) => void;
      reject: (reason?: unknown) => void;
    }>();
  });
});

describe('the stack is DialogStackItem', () => {
  it('useDialogStack() returns readonly DialogStackItem[]', () => {
    expectTypeOf(useDialogStack).returns.toEqualTypeOf<readonly DialogStackItem[]>();
    expectTypeOf<DialogStackItem>().toEqualTypeOf<{
      readonly id: string;
      readonly component: ComponentType<any>;
      readonly open: boolean;
    }>();
  });

  it('onError hears of a DialogStackItem, and the hub’s snapshot holds them', () => {
    expectTypeOf<NonNullable<DialogProviderProps['onError']>>().parameter(1).toEqualTypeOf<DialogStackItem>();
    expectTypeOf(createDialogHub().getSnapshot).returns.toEqualTypeOf<readonly DialogStackItem[]>();
  });
});

describe('show with an id keeps its types', () => {
  it('show(AskAge, …, { id }) is a DialogHandle<number>, whatever else holds the id at run time', () => {
    const hub = createDialogHub();
    const name = hub.show(AskName, { label: 'Your name?' }, { id: 'ask' });
    const age = hub.show(AskAge, { question: 'Your age?' }, { id: 'ask' });
    expectTypeOf(name).toEqualTypeOf<DialogHandle<string, DialogOwnProps<typeof AskName>>>();
    expectTypeOf(age).toEqualTypeOf<DialogHandle<number, DialogOwnProps<typeof AskAge>>>();
    expectTypeOf(age).resolves.toEqualTypeOf<number>();
  });
});
