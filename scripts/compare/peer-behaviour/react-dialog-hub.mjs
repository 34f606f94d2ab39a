// Behaviour claims of content/docs/comparison.mdx for React Dialog Hub itself, run against the
// workspace build (packages/react-dialog-hub/dist, copied into the install folder as it would
// be published). The same questions as for the peers: what every way out does to the caller's
// promise, opening from outside React, server rendering. See scripts/compare/peer-behaviour.mjs.
export const pkg = 'react-dialog-hub';

const DISMISSED = 'rejects DialogDismissedError: The dialog was dismissed.';

/** A dialog whose buttons resolve with 'yes' or reject with an Error. */
function makeConfirm(h) {
  return ({ message, resolve, reject }) =>
    h('div', null, h('p', null, message), h('button', { onClick: () => resolve('yes') }, 'OK'), h('button', { onClick: () => reject(new Error('declined')) }, 'Decline'));
}

/** A hub from createDialogHub(), a mounted <DialogProvider hub={hub}>, and one dialog shown through the hub. */
async function shown(t, options, providerProps = {}) {
  const lib = await t.load('react-dialog-hub');
  const Confirm = makeConfirm(t.h);
  const hub = lib.createDialogHub();
  const app = await t.render(t.h(lib.DialogProvider, { hub, exitTimeout: 0, ...providerProps }, t.h('main')));
  let handle;
  const answer = await t.start(() => {
    handle = hub.show(Confirm, { message: 'Delete?' }, options);
    return handle;
  });
  t.check(t.shows('Delete?'), 'the dialog to show');
  return { lib, hub, app, handle, answer, Confirm };
}

export const claims = [
  {
    row: 'Failure and dismissal',
    says: 'reject(reason) rejects',
    outcome: 'rejects Error: declined',
    async run(t) {
      const { answer } = await shown(t);
      await t.click('Decline');
      return answer.outcome();
    },
  },
  {
    row: 'Failure and dismissal',
    says: "the handle's dismiss() rejects with DialogDismissedError",
    outcome: DISMISSED,
    async run(t) {
      const { handle, answer } = await shown(t);
      await t.act(() => handle.dismiss());
      return answer.outcome();
    },
  },
  {
    row: 'Failure and dismissal',
    says: 'dismiss(reason) rejects with the given reason',
    outcome: 'rejects Error: navigated away',
    async run(t) {
      const { handle, answer } = await shown(t);
      await t.act(() => handle.dismiss(new Error('navigated away')));
      return answer.outcome();
    },
  },
  {
    row: 'Failure and dismissal',
    says: "the hub's dismiss(id) rejects with DialogDismissedError",
    outcome: DISMISSED,
    async run(t) {
      const { hub, handle, answer } = await shown(t);
      await t.act(() => hub.dismiss(handle.id));
      return answer.outcome();
    },
  },
  {
    row: 'Failure and dismissal',
    says: 'dismissAll() rejects with DialogDismissedError',
    outcome: DISMISSED,
    async run(t) {
      const { hub, answer } = await shown(t);
      await t.act(() => hub.dismissAll());
      return answer.outcome();
    },
  },
  {
    row: 'Failure and dismissal',
    says: "an aborted signal rejects with the signal's reason",
    outcome: 'rejects AbortError: This operation was aborted',
    async run(t) {
      const controller = new AbortController();
      const { answer } = await shown(t, { signal: controller.signal });
      await t.act(() => controller.abort());
      return answer.outcome();
    },
  },
  {
    row: 'Failure and dismissal',
    says: 'a provider unmount rejects with DialogDismissedError',
    outcome: DISMISSED,
    async run(t) {
      const { app, answer } = await shown(t);
      await app.unmount();
      return answer.outcome();
    },
  },
  {
    row: 'Failure and dismissal',
    says: 'a dialog that throws rejects with its error, which is also reported to onError',
    outcome: 'rejects Error: render failed; onError: Error: render failed',
    async run(t) {
      const lib = await t.load('react-dialog-hub');
      const hub = lib.createDialogHub();
      const reported = [];
      await t.render(t.h(lib.DialogProvider, { hub, onError: (error) => reported.push(error) }, t.h('main')));
      const Broken = () => {
        throw new Error('render failed');
      };
      // React reports the error a boundary caught with console.error; the claim is about the promise.
      const consoleError = console.error;
      console.error = () => {};
      try {
        const answer = await t.start(() => hub.show(Broken));
        const outcome = await answer.outcome();
        return `${outcome}; onError: ${reported.map((error) => `${error.name}: ${error.message}`).join(', ') || 'not called'}`;
      } finally {
        console.error = consoleError;
      }
    },
  },
  {
    row: 'Failure and dismissal',
    says: 'a show after the provider unmounted rejects at once',
    outcome: DISMISSED,
    async run(t) {
      const { hub, app, Confirm } = await shown(t);
      await app.unmount();
      await t.macrotasks(1);
      const consoleWarn = console.warn; // the development warning that says why
      console.warn = () => {};
      try {
        const late = t.track(hub.show(Confirm, { message: 'Again?' }));
        await Promise.resolve();
        await Promise.resolve();
        return late.state;
      } finally {
        console.warn = consoleWarn;
      }
    },
  },
  {
    row: 'Failure and dismissal',
    says: 'a show on the server rejects at once',
    outcome: DISMISSED,
    env: 'server',
    async run(t) {
      const lib = await t.load('react-dialog-hub');
      const hub = lib.createDialogHub();
      const consoleWarn = console.warn;
      console.warn = () => {};
      try {
        const answer = t.track(hub.show(makeConfirm(t.h), { message: 'Delete?' }));
        await Promise.resolve();
        await Promise.resolve();
        return answer.state;
      } finally {
        console.warn = consoleWarn;
      }
    },
  },
  {
    row: 'Opening from outside React',
    says: "a hub's show works from code outside components while its provider is mounted",
    outcome: 'resolves "yes"',
    async run(t) {
      const { answer } = await shown(t);
      await t.click('OK');
      return answer.outcome();
    },
  },
  {
    row: 'Opening from outside React',
    says: 'the hub gives show, upsert, dismiss, dismissAll, getSnapshot and subscribe',
    outcome: 'returns ["show","upsert","dismiss","dismissAll","getSnapshot","subscribe"]',
    async run(t) {
      const lib = await t.load('react-dialog-hub');
      const hub = lib.createDialogHub();
      const named = ['show', 'upsert', 'dismiss', 'dismissAll', 'getSnapshot', 'subscribe'];
      return t.attempt(() => named.filter((key) => typeof hub[key] === 'function'));
    },
  },
  {
    row: 'Opening from outside React',
    says: 'a show before <DialogProvider hub={hub}> mounts waits for it (pending, with no end of its own)',
    outcome: 'pending',
    async run(t) {
      const lib = await t.load('react-dialog-hub');
      const hub = lib.createDialogHub();
      const answer = await t.start(() => hub.show(makeConfirm(t.h), { message: 'Delete?' }));
      return answer.outcome();
    },
  },
  {
    row: 'Opening from outside React',
    says: 'a show before the provider mounts shows once it does',
    outcome: 'resolves "yes"',
    async run(t) {
      const lib = await t.load('react-dialog-hub');
      const hub = lib.createDialogHub();
      const answer = await t.start(() => hub.show(makeConfirm(t.h), { message: 'Delete?' }));
      await t.render(t.h(lib.DialogProvider, { hub }, t.h('main')));
      await t.click('OK');
      return answer.outcome();
    },
  },
  {
    row: 'Opening from outside React',
    says: 'a show after its last provider unmounts rejects',
    outcome: DISMISSED,
    async run(t) {
      const { hub, app, Confirm } = await shown(t);
      await app.unmount();
      const consoleWarn = console.warn;
      console.warn = () => {};
      try {
        const late = await t.start(() => hub.show(Confirm, { message: 'Again?' }));
        return late.outcome();
      } finally {
        console.warn = consoleWarn;
      }
    },
  },
  {
    row: 'Opening from outside React',
    says: 'without a hub, show comes from useDialog(), which throws outside a DialogProvider',
    outcome: 'throws Error: useDialog() must be called inside <DialogProvider>: wrap your app in one',
    async run(t) {
      const lib = await t.load('react-dialog-hub');
      let outcome;
      const Page = () => {
        outcome = t.attempt(() => lib.useDialog());
        return null;
      };
      await t.render(t.h(Page));
      return outcome; // the development message (claims run with NODE_ENV=development)
    },
  },
  {
    row: 'SSR and Next.js',
    says: "built files start with 'use client'",
    outcome: "'use client'",
    async run(t) {
      return t.useClient(pkg, ['dist/index.js', 'dist/index.cjs']);
    },
  },
  {
    row: 'SSR and Next.js',
    says: 'a show queued before hydration is in neither the server render nor the hydration render, and shows right after, with no hydration error',
    outcome: 'returns "server HTML: no dialog; hydration errors: 0; after hydration: dialog shown"',
    async run(t) {
      const lib = await t.load('react-dialog-hub');
      const { renderToString } = await t.load('react-dom/server');
      const { hydrateRoot } = await t.load('react-dom/client');
      const hub = lib.createDialogHub();
      const tree = t.h(lib.DialogProvider, { hub }, t.h('main', null, 'App'));
      const answer = t.track(hub.show(makeConfirm(t.h), { message: 'Delete?' }));
      const container = document.createElement('div');
      container.innerHTML = renderToString(tree);
      document.body.append(container);
      const server = container.innerHTML.includes('Delete?') ? 'dialog' : 'no dialog';
      const errors = [];
      await t.act(() => {
        hydrateRoot(container, tree, { onRecoverableError: (error) => errors.push(error) });
      });
      await t.macrotasks(5);
      const after = t.shows('Delete?') ? 'dialog shown' : 'no dialog';
      t.check(answer.state === 'pending', 'the dialog to be still open');
      return t.attempt(() => `server HTML: ${server}; hydration errors: ${errors.length}; after hydration: ${after}`);
    },
  },
];
