// Behaviour claims of content/docs/comparison.mdx for Chakra UI's createOverlay (see
// scripts/compare/peer-behaviour.mjs for the format). The overlay component renders a button
// that closes it with a value, as a Chakra Dialog's action would.
export const pkg = '@chakra-ui/react';

/** An overlay whose component is a plain button: clicking it closes the overlay with 'yes'. */
async function setup({ load, h }) {
  const { createOverlay } = await load('@chakra-ui/react');
  let overlay;
  const Confirm = ({ open, message }) => (open ? h('button', { onClick: () => overlay.close('confirm', 'yes') }, message) : null);
  overlay = createOverlay(Confirm);
  return overlay;
}

export const claims = [
  {
    row: 'Failure and dismissal',
    says: 'close(id, value) resolves with the value',
    outcome: 'resolves "yes"',
    async run(t) {
      const overlay = await setup(t);
      await t.render(t.h(overlay.Viewport));
      const answer = await t.start(() => overlay.open('confirm', { message: 'Delete' }));
      await t.click('Delete');
      return answer.outcome();
    },
  },
  {
    row: 'Failure and dismissal',
    says: 'remove(id) resolves the promise with undefined',
    outcome: 'resolves undefined',
    async run(t) {
      const overlay = await setup(t);
      await t.render(t.h(overlay.Viewport));
      const answer = await t.start(() => overlay.open('confirm', { message: 'Delete' }));
      t.check(t.shows('Delete'), 'the overlay to show');
      await t.act(() => overlay.remove('confirm'));
      t.check(!t.shows('Delete'), 'remove() to remove the overlay');
      return answer.outcome();
    },
  },
  {
    row: 'Failure and dismissal',
    says: 'removeAll() resolves every promise with undefined',
    outcome: 'resolves undefined',
    async run(t) {
      const overlay = await setup(t);
      await t.render(t.h(overlay.Viewport));
      const answer = await t.start(() => overlay.open('confirm', { message: 'Delete' }));
      t.check(t.shows('Delete'), 'the overlay to show');
      await t.act(() => overlay.removeAll());
      t.check(!t.shows('Delete'), 'removeAll() to remove the overlay');
      return answer.outcome();
    },
  },
  {
    row: 'Failure and dismissal',
    says: 'unmounting the Viewport leaves the promise pending',
    outcome: 'pending',
    async run(t) {
      const overlay = await setup(t);
      const view = await t.render(t.h(overlay.Viewport));
      const answer = await t.start(() => overlay.open('confirm', { message: 'Delete' }));
      t.check(t.shows('Delete'), 'the overlay to show');
      await view.unmount();
      return answer.outcome();
    },
  },
  {
    row: 'Opening from outside React',
    says: 'open works from code outside components, with only the Viewport rendered',
    outcome: 'resolves "yes"',
    async run(t) {
      const overlay = await setup(t);
      await t.render(t.h(overlay.Viewport));
      // A plain function, as a router guard or an API client would call it.
      const confirmFromModule = () => overlay.open('confirm', { message: 'Delete' });
      const answer = await t.start(confirmFromModule);
      await t.click('Delete');
      return answer.outcome();
    },
  },
  {
    row: 'Opening from outside React',
    says: 'an overlay opened before the Viewport mounts shows once it does',
    outcome: 'resolves "yes"',
    async run(t) {
      const overlay = await setup(t);
      const answer = await t.start(() => overlay.open('confirm', { message: 'Delete' }));
      await t.render(t.h(overlay.Viewport));
      await t.click('Delete');
      return answer.outcome();
    },
  },
  {
    row: 'SSR and Next.js',
    says: "the module holding createOverlay has no 'use client'",
    outcome: "no 'use client'",
    async run(t) {
      return t.useClient(pkg, ['dist/esm/hooks/use-overlay.js', 'dist/cjs/hooks/use-overlay.cjs']);
    },
  },
  {
    row: 'SSR and Next.js',
    says: "Chakra's Dialog files have 'use client'",
    outcome: "'use client'",
    async run(t) {
      return t.useClient(pkg, ['dist/esm/components/dialog/dialog.js', 'dist/cjs/components/dialog/dialog.cjs']);
    },
  },
];
