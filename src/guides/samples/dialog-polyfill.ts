/**
 * jsdom has the <dialog> element and its `open` attribute, but not its methods: a dialog that
 * calls `showModal()` throws a TypeError in a unit test. This adds the three methods, doing
 * only what a test can observe in jsdom: they set or clear `open` (jsdom hides a dialog without
 * it, so Testing Library's role queries find the dialog once it is open). There is no top layer,
 * no inert page, no focus move, no `close` event, and Escape fires no `cancel`: test those in a
 * browser. Call it once, in the test setup file.
 */
export function polyfillDialog(): void {
  const dialog = HTMLDialogElement.prototype;
  if (typeof dialog.showModal === 'function') return; // a jsdom that has them: keep its own
  dialog.show = function show(this: HTMLDialogElement) {
    this.open = true;
  };
  dialog.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  dialog.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
}
