import { useEffect, useState } from 'react';
import { activeHeadingId } from '../../lib/toc';

/** Pixels of air below the sticky navbar before a heading counts as "passed". */
const AIR = 16;

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
      const navbar = document.querySelector('header')?.getBoundingClientRect();
      // A hidden navbar sits above the viewport: then only the air counts.
      const line = Math.max(navbar?.bottom ?? 0, 0) + AIR;
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
