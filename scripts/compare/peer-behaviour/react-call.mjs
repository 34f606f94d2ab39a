// Behaviour claims of content/docs/comparison.mdx for react-call (see
// scripts/compare/peer-behaviour.mjs for the format).
export const pkg = 'react-call';

/** A callable whose button ends the call with 'yes'. */
async function setup({ load, h }) {
  const { createCallable } = await load('react-call');
  const Confirm = createCallable(({ call, message }) => h('button', { onClick: () => call.end('yes') }, message));
  return Confirm;
}

/** Renders <Confirm /> once and calls it. */
async function called(t) {
  const Confirm = await setup(t);
  const app = await t.render(t.h(Confirm));
  const answer = await t.start(() => Confirm.call({ message: 'Delete?' }));
  t.check(t.shows('Delete?'), 'the call to render');
  return { Confirm, app, answer };
}

export const claims = [
  {
    row: 'Failure and dismissal',
    says: 'a call settles through end(value) from the dialog',
    outcome: 'resolves "yes"',
    async run(t) {
      const { answer } = await called(t);
      await t.click('Delete?');
      return answer.outcome();
    },
  },
  {
    row: 'Failure and dismissal',
    says: 'the caller can end a call with Confirm.end(promise, value)',
    outcome: 'resolves "no"',
    async run(t) {
      const { Confirm } = await called(t);
      let promise;
      await t.act(() => {
        promise = Confirm.call({ message: 'Sure?' });
      });
      const answer = t.track(promise);
      await t.act(() => Confirm.end(promise, 'no'));
      return answer.outcome();
    },
  },
  {
    row: 'Failure and dismissal',
    says: 'no reject path: the callable has no function that rejects a call',
    outcome: 'returns ["Root","call","end","update","upsert"]',
    async run(t) {
      const Confirm = await setup(t);
      return t.attempt(() => Object.keys(Confirm).filter((key) => typeof Confirm[key] === 'function').sort());
    },
  },
  {
    row: 'Failure and dismissal',
    says: 'unmounting <Confirm /> leaves calls pending',
    outcome: 'pending',
    async run(t) {
      const { app, answer } = await called(t);
      await app.unmount();
      return answer.outcome();
    },
  },
  {
    row: 'Opening from outside React',
    says: 'Confirm.call() works from any module while <Confirm /> is mounted',
    outcome: 'resolves "yes"',
    async run(t) {
      const { answer } = await called(t);
      await t.click('Delete?');
      return answer.outcome();
    },
  },
  {
    row: 'Opening from outside React',
    says: 'Confirm.call() throws while <Confirm /> is not mounted',
    outcome: 'throws Error: No <Root> found!',
    async run(t) {
      const Confirm = await setup(t);
      return t.attempt(() => Confirm.call({ message: 'Delete?' }));
    },
  },
  {
    row: 'SSR and Next.js',
    says: 'the callable renders on the server',
    outcome: 'returns ""',
    env: 'server',
    async run(t) {
      const Confirm = await setup(t);
      const { renderToString } = await t.load('react-dom/server');
      return t.attempt(() => renderToString(t.h(Confirm)));
    },
  },
  {
    row: 'SSR and Next.js',
    says: 'call() is client-only: on the server it throws',
    outcome: 'throws Error: No <Root> found!',
    env: 'server',
    async run(t) {
      const Confirm = await setup(t);
      const { renderToString } = await t.load('react-dom/server');
      renderToString(t.h(Confirm));
      return t.attempt(() => Confirm.call({ message: 'Delete?' }));
    },
  },
  {
    row: 'SSR and Next.js',
    says: "its build has no 'use client': the file that creates a callable must say it",
    outcome: "no 'use client'",
    async run(t) {
      return t.useClient(pkg, ['dist/main.js', 'dist/main.cjs']);
    },
  },
];
