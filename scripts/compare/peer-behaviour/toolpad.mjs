// Behaviour claims of content/docs/comparison.mdx for Toolpad Core's useDialogs (see
// scripts/compare/peer-behaviour.mjs for the format).
export const pkg = '@toolpad/core';

/** A dialog whose buttons call onClose with a result, as a custom useDialogs dialog does. */
function makeConfirm(h) {
  return ({ open, payload, onClose }) =>
    open ? h('div', null, h('p', null, payload.message), h('button', { onClick: () => onClose(true).catch(() => {}) }, 'OK'), h('button', { onClick: () => onClose(false).catch(() => {}) }, 'Cancel')) : null;
}

/**
 * Renders a DialogsProvider around a component that keeps useDialogs()'s result, and opens a
 * dialog through it with `open(dialogs)`. (AppProvider, which also includes a DialogsProvider,
 * is not run: it imports @mui/icons-material, a large install.)
 */
async function opened(t, open) {
  const { DialogsProvider, useDialogs } = await t.load('@toolpad/core/useDialogs');
  let dialogs;
  const Page = () => {
    dialogs = useDialogs();
    return t.h('main');
  };
  const app = await t.render(t.h(DialogsProvider, null, t.h(Page)));
  const answer = await t.start(() => open(dialogs));
  return { app, answer };
}

export const claims = [
  {
    row: 'Failure and dismissal',
    says: 'a cancel resolves with the value the dialog passes to onClose',
    outcome: 'resolves false',
    async run(t) {
      const { answer } = await opened(t, (dialogs) => dialogs.open(makeConfirm(t.h), { message: 'Delete?' }));
      await t.click('Cancel');
      return answer.outcome();
    },
  },
  {
    row: 'Failure and dismissal',
    says: "the ready-made confirm's Cancel resolves false",
    outcome: 'resolves false',
    async run(t) {
      const { answer } = await opened(t, (dialogs) => dialogs.confirm('Delete?'));
      t.check(t.shows('Delete?'), 'the confirm dialog to show');
      await t.click('Cancel');
      return answer.outcome();
    },
  },
  {
    row: 'Failure and dismissal',
    says: 'an onClose option that throws still resolves the promise (with the result the dialog passed)',
    outcome: 'resolves false',
    async run(t) {
      const onClose = async () => {
        throw new Error('save failed');
      };
      const { answer } = await opened(t, (dialogs) => dialogs.open(makeConfirm(t.h), { message: 'Delete?' }, { onClose }));
      await t.click('Cancel');
      return answer.outcome();
    },
  },
  {
    row: 'Failure and dismissal',
    says: 'a provider unmount leaves the promise pending',
    outcome: 'pending',
    async run(t) {
      const { app, answer } = await opened(t, (dialogs) => dialogs.open(makeConfirm(t.h), { message: 'Delete?' }));
      t.check(t.shows('Delete?'), 'the dialog to show');
      await app.unmount();
      return answer.outcome();
    },
  },
  {
    row: 'Opening from outside React',
    says: 'useDialogs() is a hook: below no DialogsProvider it throws',
    outcome: 'throws Error: context "undefined" was used without a Provider',
    async run(t) {
      const { useDialogs } = await t.load('@toolpad/core/useDialogs');
      let outcome;
      const Page = () => {
        outcome = t.attempt(() => useDialogs());
        return null;
      };
      await t.render(t.h(Page));
      return outcome;
    },
  },
  {
    row: 'Opening from outside React',
    says: 'the useDialogs module exports no function that opens a dialog outside a component: only the hook, the provider and the ready-made dialog components',
    outcome: 'returns ["AlertDialog","ConfirmDialog","DialogsProvider","PromptDialog","useDialogs"]',
    async run(t) {
      const module = await t.load('@toolpad/core/useDialogs');
      return t.attempt(() => Object.keys(module).filter((key) => typeof module[key] === 'function').sort());
    },
  },
  {
    row: 'SSR and Next.js',
    says: "the files of useDialogs and DialogsProvider start with 'use client'",
    outcome: "'use client'",
    async run(t) {
      return t.useClient(pkg, ['esm/useDialogs/useDialogs.js', 'esm/useDialogs/DialogsProvider.js', 'useDialogs/useDialogs.js', 'useDialogs/DialogsProvider.js']);
    },
  },
];
