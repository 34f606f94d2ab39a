import { useEffect, useState } from 'react';
import { activeHeadingId } from '../../lib/content/toc';

/**
 * Pixels below the navbar's height where a heading counts as reached: more
 * than the scroll-padding-top of the page (navbar + 1rem, global.css), so a
 * heading jumped to from the TOC is the active one.
 */
const AIR = 32;

/**
 * The id of the section being read, updated as the page scrolls: the last
 * heading that passed just below the navbar (see `activeHeadingId`).
 */
export function useActiveHeading(ids: string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join(' ');
  useEffect(() => {
    const headings = key ? key.split(' ') : [];
    if (headings.length === 0) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      // The navbar's height, whether or not it is currently slid away, so the line does not jump.
      const line = (document.querySelector('header')?.offsetHeight ?? 0) + AIR;
      const positions = headings
        .map((id) => document.getElementById(id))
        .filter((el): el is HTMLElement => el !== null)
        .map((el) => ({ id: el.id, top: el.getBoundingClientRect().top }));
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      setActive(activeHeadingId(positions, line, atBottom && window.scrollY > 0));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [key]);
  return active;
}
