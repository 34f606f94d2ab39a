// Behaviour claims of content/docs/comparison.mdx for overlay-kit (see
// scripts/compare/peer-behaviour.mjs for the format).
export const pkg = 'overlay-kit';

/** overlay.openAsync with an inline render function whose buttons close with 'yes' or reject. */
function openConfirm(overlay, h) {
  return overlay.openAsync(
    ({ isOpen, close, reject }) =>
      isOpen ? h('div', null, h('p', null, 'Delete?'), h('button', { onClick: () => close('yes') }, 'OK'), h('button', { onClick: () => reject(new Error('declined')) }, 'Decline')) : null,
    { overlayId: 'confirm' },
  );
}

/** Renders an OverlayProvider and opens the overlay. */
async function opened(t) {
  const { overlay, OverlayProvider } = await t.load('overlay-kit');
  const app = await t.render(t.h(OverlayProvider, null, t.h('main')));
  const answer = await t.start(() => openConfirm(overlay, t.h));
  t.check(t.shows('Delete?'), 'the overlay to show');
  return { overlay, app, answer };
}

/** A claim that an overlay call (or the provider's unmount) leaves the promise pending. */
const leavesPending = (says, act) => ({
  row: 'Failure and dismissal',
  says,
  outcome: 'pending',
  async run(t) {
    const { overlay, app, answer } = await opened(t);
    await act(t, overlay, app);
    t.check(!t.shows('Delete?'), 'the overlay to be hidden');
    return answer.outcome();
  },
});

export const claims = [
  {
    row: 'Failure and dismissal',
    says: 'reject(reason) in the render function rejects',
    outcome: 'rejects Error: declined',
    async run(t) {
      const { answer } = await opened(t);
      await t.click('Decline');
      return answer.outcome();
    },
  },
  leavesPending('overlay.close(id) leaves the promise pending', (t, overlay) => t.act(() => overlay.close('confirm'))),
  leavesPending('overlay.closeAll() leaves the promise pending', (t, overlay) => t.act(() => overlay.closeAll())),
  leavesPending('overlay.unmount(id) leaves the promise pending', (t, overlay) => t.act(() => overlay.unmount('confirm'))),
  leavesPending('overlay.unmountAll() leaves the promise pending', (t, overlay) => t.act(() => overlay.unmountAll())),
  leavesPending('a provider unmount leaves the promise pending', (t, overlay, app) => app.unmount()),
  {
    row: 'Opening from outside React',
    says: 'overlay.openAsync works from any module while an OverlayProvider is mounted',
    outcome: 'resolves "yes"',
    async run(t) {
      const { answer } = await opened(t);
      await t.click('OK');
      return answer.outcome();
    },
  },
  {
    row: 'Opening from outside React',
    says: 'an OverlayProvider is required: with none mounted, nothing shows and the promise stays pending',
    outcome: 'pending',
    async run(t) {
      const { overlay } = await t.load('overlay-kit');
      await t.render(t.h('main'));
      const answer = await t.start(() => openConfirm(overlay, t.h));
      t.check(!t.shows('Delete?'), 'nothing to show without a provider');
      return answer.outcome();
    },
  },
  {
    row: 'SSR and Next.js',
    says: "its build starts with 'use client'",
    outcome: "'use client'",
    async run(t) {
      return t.useClient(pkg, ['dist/index.js', 'dist/index.cjs']);
    },
  },
];
