import { useLayoutEffect, useRef } from 'react';

const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Duration of the --duration-collapse token, so JS and CSS agree. */
function durationMs(el: HTMLElement): number {
  const value = getComputedStyle(el).transitionDuration.split(',')[0] ?? '0s';
  const n = parseFloat(value);
  return value.endsWith('ms') ? n : n * 1000;
}

/**
 * Animates an element's height between 0 and its content height when `open`
 * changes. React owns the `hidden` attribute for the resting states; while
 * closing, the element stays visible until the transition ends. With
 * reduced motion, or when `instant` is set, the change is instant. The first render never animates.
 */
export function useCollapseAnimation<T extends HTMLElement>(open: boolean, instant = false) {
  const ref = useRef<T>(null);
  const first = useRef(true);

  useLayoutEffect(() => {
    const el = ref.current;
    if (first.current || !el) {
      first.current = false;
      return;
    }
    if (instant || reducedMotion()) return;
    // React has already applied `hidden` for the end state; show the element while it moves.
    el.hidden = false;
    // `clip`, not `hidden`: a hidden overflow is a scroll container, so focusing a link below the moving edge (a Tab, or
    // a test's click scrolling it into view) scrolled the list inside, and it jumped back when the slide ended. Clip
    // cannot be scrolled. `hidden` stays where a browser does not know `clip`.
    el.style.overflow = 'hidden';
    el.style.overflow = 'clip';
    el.style.height = `${open ? 0 : el.scrollHeight}px`;
    void el.offsetHeight; // Commit the start height before setting the end one.
    el.style.height = `${open ? el.scrollHeight : 0}px`;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      el.style.height = '';
      el.style.overflow = '';
      if (!open) el.hidden = true;
      el.removeEventListener('transitionend', onEnd);
      clearTimeout(timer);
    };
    const onEnd = (event: TransitionEvent) => {
      if (event.target === el && event.propertyName === 'height') finish();
    };
    el.addEventListener('transitionend', onEnd);
    // transitionend does not fire when nothing moved (empty list): finish anyway.
    const timer = setTimeout(finish, durationMs(el) + 50);
    return finish;
  }, [open]);

  return ref;
}
