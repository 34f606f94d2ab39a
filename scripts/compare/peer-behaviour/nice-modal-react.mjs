// Behaviour claims of content/docs/comparison.mdx for @ebay/nice-modal-react (see
// scripts/compare/peer-behaviour.mjs for the format).
export const pkg = '@ebay/nice-modal-react';

/** NiceModal and a modal made with NiceModal.create whose buttons call useModal()'s resolve and reject. */
async function setup({ load, h }) {
  const { default: NiceModal } = await load('@ebay/nice-modal-react');
  const Confirm = NiceModal.create(({ message }) => {
    const modal = NiceModal.useModal();
    return modal.visible
      ? h('div', null, h('p', null, message), h('button', { onClick: () => modal.resolve('yes') }, 'OK'), h('button', { onClick: () => modal.reject(new Error('declined')) }, 'Decline'))
      : null;
  });
  return { NiceModal, Confirm };
}

/** Renders NiceModal.Provider and shows the modal through NiceModal.show. */
async function shown(t) {
  const { NiceModal, Confirm } = await setup(t);
  const app = await t.render(t.h(NiceModal.Provider, null, t.h('main')));
  const answer = await t.start(() => NiceModal.show(Confirm, { message: 'Delete?' }));
  t.check(t.shows('Delete?'), 'the modal to show');
  return { NiceModal, Confirm, app, answer };
}

export const claims = [
  {
    row: 'Failure and dismissal',
    says: 'reject() from useModal() rejects',
    outcome: 'rejects Error: declined',
    async run(t) {
      const { answer } = await shown(t);
      await t.click('Decline');
      return answer.outcome();
    },
  },
  {
    row: 'Failure and dismissal',
    says: 'hide() leaves the show promise pending',
    outcome: 'pending',
    async run(t) {
      const { NiceModal, Confirm, answer } = await shown(t);
      await t.act(() => {
        NiceModal.hide(Confirm); // returns a promise of its own, settled when the modal calls resolveHide()
      });
      t.check(!t.shows('Delete?'), 'hide() to hide the modal');
      return answer.outcome();
    },
  },
  {
    row: 'Failure and dismissal',
    says: 'remove() leaves the show promise pending',
    outcome: 'pending',
    async run(t) {
      const { NiceModal, Confirm, answer } = await shown(t);
      await t.act(() => {
        NiceModal.remove(Confirm);
      });
      t.check(!t.shows('Delete?'), 'remove() to unmount the modal');
      return answer.outcome();
    },
  },
  {
    row: 'Failure and dismissal',
    says: 'a provider unmount leaves the show promise pending',
    outcome: 'pending',
    async run(t) {
      const { app, answer } = await shown(t);
      await app.unmount();
      return answer.outcome();
    },
  },
  {
    row: 'Opening from outside React',
    says: 'NiceModal.show is a plain function that works from any module while the provider is mounted',
    outcome: 'resolves "yes"',
    async run(t) {
      const { answer } = await shown(t);
      await t.click('OK');
      return answer.outcome();
    },
  },
  {
    row: 'Opening from outside React',
    says: 'NiceModal.show throws before a provider has mounted',
    outcome: 'throws Error: No dispatch method detected, did you embed your app with NiceModal.Provider?',
    async run(t) {
      const { NiceModal, Confirm } = await setup(t);
      return t.attempt(() => NiceModal.show(Confirm, { message: 'Delete?' }));
    },
  },
  {
    row: 'Opening from outside React',
    says: 'after the provider unmounts, NiceModal.show no longer throws: the promise stays pending',
    outcome: 'pending',
    async run(t) {
      const { NiceModal, Confirm, app } = await shown(t);
      await t.act(() => {
        NiceModal.remove(Confirm);
      });
      await app.unmount();
      const again = await t.start(() => NiceModal.show(Confirm, { message: 'Again?' }));
      t.check(!t.shows('Again?'), 'nothing to show');
      return again.outcome();
    },
  },
  {
    row: 'SSR and Next.js',
    says: "no 'use client' in its build",
    outcome: "no 'use client'",
    async run(t) {
      return t.useClient(pkg, ['lib/esm/index.js', 'lib/cjs/index.js']);
    },
  },
];
