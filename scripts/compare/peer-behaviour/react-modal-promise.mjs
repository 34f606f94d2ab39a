// Behaviour claims of content/docs/comparison.mdx for react-modal-promise (see
// scripts/compare/peer-behaviour.mjs for the format).
export const pkg = 'react-modal-promise';

/** The package and a function made with create() whose modal's buttons call onResolve and onReject. */
async function setup({ load, h }) {
  const modalPromise = await load('react-modal-promise');
  const Confirm = ({ isOpen, onResolve, onReject, message }) =>
    isOpen ? h('div', null, h('p', null, message), h('button', { onClick: () => onResolve('yes') }, 'OK'), h('button', { onClick: () => onReject(new Error('declined')) }, 'Decline')) : null;
  const confirm = modalPromise.create(Confirm);
  return { ...modalPromise, confirm };
}

/** Renders the container once (with a ref) and calls the created function (its modal opens after enterTimeout, 50 ms). */
async function opened(t) {
  const lib = await setup(t);
  const ref = t.React.createRef();
  const app = await t.render(t.h(lib.Container, { ref }));
  const answer = await t.start(() => lib.confirm({ message: 'Delete?', instanceId: 'confirm' }));
  await t.wait(100);
  t.check(t.shows('Delete?'), 'the modal to show');
  return { ...lib, app, answer, ref };
}

export const claims = [
  {
    row: 'Failure and dismissal',
    says: 'onReject() in the modal rejects',
    outcome: 'rejects Error: declined',
    async run(t) {
      const { answer } = await opened(t);
      await t.click('Decline');
      return answer.outcome();
    },
  },
  {
    row: 'Failure and dismissal',
    says: "the container's reject(id), through a ref on the container, rejects",
    outcome: 'rejects Error: from outside',
    async run(t) {
      const { answer, ref } = await opened(t);
      await t.act(() => ref.current.reject('confirm', new Error('from outside')));
      return answer.outcome();
    },
  },
  {
    row: 'Failure and dismissal',
    says: "the container's rejectAll(), through a ref on the container, rejects",
    outcome: 'rejects Error: from outside',
    async run(t) {
      const { answer, ref } = await opened(t);
      await t.act(() => ref.current.rejectAll(new Error('from outside')));
      return answer.outcome();
    },
  },
  {
    row: 'Failure and dismissal',
    says: 'reject(id) on getContainer() does nothing: the container registered it at its first render, with no instances',
    outcome: 'pending',
    async run(t) {
      const { getContainer, answer } = await opened(t);
      await t.act(() => getContainer().reject('confirm', new Error('from outside')));
      t.check(t.shows('Delete?'), 'the modal to stay open');
      return answer.outcome();
    },
  },
  {
    row: 'Failure and dismissal',
    says: 'rejectAll() on getContainer() does nothing either',
    outcome: 'pending',
    async run(t) {
      const { getContainer, answer } = await opened(t);
      await t.act(() => getContainer().rejectAll(new Error('from outside')));
      t.check(t.shows('Delete?'), 'the modal to stay open');
      return answer.outcome();
    },
  },
  {
    row: 'Failure and dismissal',
    says: 'unmounting the container leaves promises pending',
    outcome: 'pending',
    async run(t) {
      const { app, answer } = await opened(t);
      await app.unmount();
      t.check(!t.shows('Delete?'), 'the modal to be gone');
      return answer.outcome();
    },
  },
  {
    row: 'Opening from outside React',
    says: 'the created function works from any module while the container is mounted',
    outcome: 'resolves "yes"',
    async run(t) {
      const { answer } = await opened(t);
      await t.click('OK');
      return answer.outcome();
    },
  },
  {
    row: 'Opening from outside React',
    says: 'the created function throws while no container is mounted',
    outcome: "throws TypeError: Cannot read properties of undefined (reading 'create')",
    async run(t) {
      const { confirm } = await setup(t);
      return t.attempt(() => confirm({ message: 'Delete?' }));
    },
  },
  {
    row: 'SSR and Next.js',
    says: "no 'use client' in its build",
    outcome: "no 'use client'",
    async run(t) {
      return t.useClient(pkg, ['lib/index.es.js', 'lib/index.js']);
    },
  },
  {
    row: 'SSR and Next.js',
    says: 'the container registers itself on window once mounted',
    outcome: 'returns "before: none, after: registered"',
    async run(t) {
      const { Container } = await setup(t);
      const before = window.factoryStack?.stack ? 'registered' : 'none';
      await t.render(t.h(Container));
      return t.attempt(() => `before: ${before}, after: ${window.factoryStack?.stack ? 'registered' : 'none'}`);
    },
  },
];
