import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteConfig } from '../site-config';
import { createProgressBar, PROGRESS_BAR_ID } from './progress-bar';

const settings = { minimum: 0.08, speedMs: 200, trickleRate: 0.02, trickleSpeedMs: 800 };
const element = () => document.getElementById(PROGRESS_BAR_ID);
/** How far the bar has come, from its transform (translate3d(-92.00%,0,0) → 0.08). */
const width = () => 1 + Number(/translate3d\((-?[\d.]+)%/.exec((element()!.firstChild as HTMLElement).style.transform)![1]) / 100;

describe('createProgressBar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('uses the spec constants from the site config', () => {
    expect(siteConfig.constants.progressBar).toEqual({ delayMs: 200, ...settings });
  });

  it('starts at the minimum, without a spinner, and trickles by at most the trickle rate', () => {
    const bar = createProgressBar(settings, () => 1);
    bar.start();
    expect(element()).not.toBeNull();
    expect(element()!.querySelectorAll('*')).toHaveLength(2); // the bar and its glow, nothing else
    expect(width()).toBeCloseTo(0.08);
    vi.advanceTimersByTime(799);
    expect(width()).toBeCloseTo(0.08);
    vi.advanceTimersByTime(1);
    expect(width()).toBeCloseTo(0.1);
    vi.advanceTimersByTime(800 * 100);
    expect(width()).toBeLessThan(1);
  });

  it('fills, fades and goes away when done', () => {
    const bar = createProgressBar(settings);
    bar.start();
    bar.done();
    expect(width()).toBe(1);
    vi.advanceTimersByTime(200);
    expect(element()!.style.opacity).toBe('0');
    vi.advanceTimersByTime(200);
    expect(element()).toBeNull();
  });

  it('a start while fading out keeps one bar and shows it again', () => {
    const bar = createProgressBar(settings);
    bar.start();
    bar.done();
    vi.advanceTimersByTime(250);
    bar.start();
    vi.advanceTimersByTime(1000);
    expect(document.querySelectorAll(`#${PROGRESS_BAR_ID}`)).toHaveLength(1);
    expect(element()!.style.opacity).toBe('');
    expect(width()).toBeLessThan(1);
  });
});
