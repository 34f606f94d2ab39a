// Typing claims of content/docs/comparison.mdx for Ant Design's App.useApp().modal (see react-dialog-hub.tsx).
import { App } from 'antd';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

const { modal } = App.useApp();

// claim(Result typing): awaiting confirm gives a boolean
export async function ask() {
  const ok = await modal.confirm({ title: 'Delete?', content: <p>The file goes to the bin.</p> });
  const check: Equal<typeof ok, boolean> = true;
  return check;
}

// claim(Props inference): a typed configuration object: an unknown option is an error
// @ts-expect-error titel is not an option
modal.confirm({ titel: 'Delete?' });

// claim(Props inference): a mistyped option is an error
// @ts-expect-error okType takes a button type
modal.confirm({ title: 'Delete?', okType: 'big' });

// claim(Control from outside): update takes a config or a function of the previous one; destroy closes
const instance = modal.confirm({ title: 'Delete?' });
instance.update({ title: 'Delete all?' });
instance.update((previous) => ({ ...previous, okText: 'Delete' }));
instance.destroy();
