// Behaviour claims of content/docs/comparison.mdx for Ant Design's App.useApp().modal (see
// scripts/compare/peer-behaviour.mjs for the format). antd is imported as Node resolves it (its
// CommonJS build, lib/: Node cannot load es/, whose imports have no file extensions); the
// 'use client' claim reads both builds.
export const pkg = 'antd';

/** Renders <App> (inside `wrap`, if given) around a component that keeps App.useApp()'s modal. */
async function withApp(t, wrap = (app) => app) {
  const antd = await t.load('antd');
  let modal;
  const Page = () => {
    ({ modal } = antd.App.useApp());
    return t.h('main');
  };
  const app = await t.render(wrap(t.h(antd.App, null, t.h(Page)), antd));
  return { antd, app, modal: () => modal };
}

/** Opens modal.confirm through App.useApp() and waits for it to show. */
async function confirmed(t) {
  const { antd, app, modal } = await withApp(t);
  let instance;
  const answer = await t.start(() => {
    instance = modal().confirm({ title: 'Delete?', content: 'It cannot be undone.' });
    return instance;
  });
  t.check(t.shows('Delete?'), 'the confirm modal to show');
  return { antd, app, instance, answer };
}

export const claims = [
  {
    row: 'Failure and dismissal',
    says: 'Cancel resolves false',
    outcome: 'resolves false',
    async run(t) {
      const { answer } = await confirmed(t);
      await t.click('Cancel');
      return answer.outcome();
    },
  },
  {
    row: 'Failure and dismissal',
    says: 'destroy() closes the modal and leaves the promise pending',
    outcome: 'pending',
    async run(t) {
      const { instance, answer } = await confirmed(t);
      await t.act(() => instance.destroy());
      await t.wait(600); // the close animation, after which the modal leaves the DOM
      t.check(!t.shows('Delete?'), 'destroy() to close the modal');
      return answer.outcome();
    },
  },
  {
    row: 'Failure and dismissal',
    says: 'unmounting <App> leaves the promise pending',
    outcome: 'pending',
    async run(t) {
      const { app, answer } = await confirmed(t);
      await app.unmount();
      return answer.outcome();
    },
  },
  {
    row: 'Opening from outside React',
    says: 'App.useApp() below no <App> gives a modal object with no confirm',
    outcome: 'returns "undefined"',
    async run(t) {
      const antd = await t.load('antd');
      let modal;
      const Page = () => {
        ({ modal } = antd.App.useApp());
        return null;
      };
      await t.render(t.h(Page));
      return t.attempt(() => typeof modal.confirm);
    },
  },
  {
    row: 'Opening from outside React',
    says: "the modal App.useApp() returns, kept in a module as its docs show, opens from code outside components",
    outcome: 'resolves true',
    async run(t) {
      const { modal } = await withApp(t);
      const kept = modal(); // what the docs' "store it in a module" pattern keeps
      const confirmFromModule = () => kept.confirm({ title: 'Delete?' });
      const answer = await t.start(confirmFromModule);
      await t.click('OK');
      return answer.outcome();
    },
  },
  {
    row: 'Opening from outside React',
    says: 'the static Modal.confirm() needs no provider',
    outcome: 'returns "shown"',
    async run(t) {
      const antd = await t.load('antd');
      await t.act(() => {
        antd.Modal.confirm({ title: 'Delete?' });
      });
      await t.wait(100);
      return t.attempt(() => (t.shows('Delete?') ? 'shown' : 'not shown'));
    },
  },
  {
    row: 'Opening from outside React',
    says: 'the static Modal.confirm() cannot read your React context (here a ConfigProvider prefixCls); App.useApp() can',
    outcome: 'returns "static: ant-modal-confirm, App.useApp(): custom-modal-confirm"',
    async run(t) {
      const { antd, modal } = await withApp(t, (app, { ConfigProvider }) => t.h(ConfigProvider, { prefixCls: 'custom' }, app));
      await t.act(() => {
        antd.Modal.confirm({ title: 'Static' });
        modal().confirm({ title: 'Hooked' });
      });
      await t.wait(100);
      const classOf = (title) => {
        const box = [...document.querySelectorAll('[class*="modal-confirm "], [class$="modal-confirm"]')].find((el) => el.textContent.includes(title));
        return box ? [...box.classList].find((c) => c.endsWith('modal-confirm')) : 'none';
      };
      return t.attempt(() => `static: ${classOf('Static')}, App.useApp(): ${classOf('Hooked')}`);
    },
  },
  {
    row: 'SSR and Next.js',
    says: "its components start with 'use client'",
    outcome: "'use client'",
    async run(t) {
      return t.useClient(pkg, ['es/index.js', 'es/app/index.js', 'es/modal/index.js', 'lib/index.js', 'lib/app/index.js', 'lib/modal/index.js']);
    },
  },
];
