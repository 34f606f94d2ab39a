import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_RELOADS, namesPage, PAGE_APPEARS_POLL_MS, pageQuery, pathSpellings, readReloadRecord, RELOAD_GUARD_MS, watchForPage, type PageAppearsDeps } from './page-appears';
import { STORAGE_KEYS } from '../constants';
import { resetStorageWarning } from '../lib/storage';

/** A develop that has the page from the `createdOnAsk`-th question on (0: never); each answer is a settled promise. */
function develop(createdOnAsk: number, { failFirst = 0 } = {}) {
  let asked = 0;
  let clock = 1_000_000;
  const deps = {
    pageExists: vi.fn(async () => {
      asked += 1;
      if (asked <= failFirst) throw new Error('develop is restarting');
      return createdOnAsk > 0 && asked >= createdOnAsk;
    }),
    reload: vi.fn(),
    now: () => clock,
    warn: vi.fn(),
  } satisfies PageAppearsDeps;
  return { deps, advanceClock: (ms: number) => (clock += ms) };
}

describe('watchForPage (gatsby develop: a page opened before it exists)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    resetStorageWarning();
  });

  it('asks develop every poll and reloads once, as soon as develop has the page', async () => {
    const { deps } = develop(3);
    watchForPage('/docs/later', deps);
    await vi.advanceTimersByTimeAsync(PAGE_APPEARS_POLL_MS * 2);
    expect(deps.pageExists).toHaveBeenCalledTimes(2);
    expect(deps.reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(PAGE_APPEARS_POLL_MS);
    expect(deps.reload).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(PAGE_APPEARS_POLL_MS * 5);
    expect(deps.pageExists).toHaveBeenCalledTimes(3);
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it('keeps asking while develop does not answer (a restart), then reloads', async () => {
    const { deps } = develop(1, { failFirst: 2 });
    watchForPage('/docs/later', deps);
    await vi.advanceTimersByTimeAsync(PAGE_APPEARS_POLL_MS * 2);
    expect(deps.reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(PAGE_APPEARS_POLL_MS);
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it('stops when the 404 page goes, even with a question under way', async () => {
    let answer: (exists: boolean) => void = () => {};
    const { deps } = develop(0);
    deps.pageExists.mockImplementation(() => new Promise<boolean>((resolve) => (answer = resolve)));
    const stop = watchForPage('/docs/later', deps);
    await vi.advanceTimersByTimeAsync(PAGE_APPEARS_POLL_MS);
    stop();
    answer(true);
    await vi.advanceTimersByTimeAsync(PAGE_APPEARS_POLL_MS * 5);
    expect(deps.reload).not.toHaveBeenCalled();
    expect(deps.pageExists).toHaveBeenCalledTimes(1);
  });

  it('reloads again, a poll later each time, while the reloaded tab still finds the 404 page (develop had the page, not yet its data); then warns instead of a reload loop', async () => {
    const first = develop(1);
    watchForPage('/docs/later', first.deps);
    await vi.advanceTimersByTimeAsync(PAGE_APPEARS_POLL_MS);
    expect(first.deps.reload).toHaveBeenCalledTimes(1);
    // Each reloaded tab mounts the watcher again and still finds the page.
    for (const [attempt, extraPolls] of [[2, 1], [3, 2]] as const) {
      const again = develop(1);
      watchForPage('/docs/later', { ...again.deps, now: first.deps.now });
      await vi.advanceTimersByTimeAsync(PAGE_APPEARS_POLL_MS * (1 + extraPolls) - 1);
      expect(again.deps.reload, `reload ${attempt} waits ${extraPolls} more poll(s)`).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(again.deps.reload).toHaveBeenCalledTimes(1);
      expect(again.deps.pageExists).toHaveBeenCalledTimes(2);
      first.advanceClock(PAGE_APPEARS_POLL_MS * (1 + extraPolls));
    }
    const last = develop(1);
    watchForPage('/docs/later', { ...last.deps, now: first.deps.now });
    await vi.advanceTimersByTimeAsync(PAGE_APPEARS_POLL_MS * 10);
    expect(last.deps.reload).not.toHaveBeenCalled();
    expect(last.deps.warn).toHaveBeenCalledTimes(1);
    expect(last.deps.warn).toHaveBeenCalledWith(expect.stringContaining(`/docs/later, yet it did not show after ${MAX_RELOADS} reloads`));
    // Another path reloads at once, and so does the same one after the guard.
    const other = develop(1);
    watchForPage('/docs/other', { ...other.deps, now: first.deps.now });
    await vi.advanceTimersByTimeAsync(PAGE_APPEARS_POLL_MS);
    expect(other.deps.reload).toHaveBeenCalledTimes(1);
    const later = develop(1);
    first.advanceClock(RELOAD_GUARD_MS + 1);
    watchForPage('/docs/later', { ...later.deps, now: first.deps.now });
    await vi.advanceTimersByTimeAsync(PAGE_APPEARS_POLL_MS);
    expect(later.deps.reload).toHaveBeenCalledTimes(1);
  });

  it('takes an odd stored value (another version, junk) as no earlier reload', async () => {
    for (const stored of ['1000000 /docs/later', 'junk', '', '12 x /docs/later', '1000000 2 docs/later']) {
      expect(readReloadRecord(stored)).toBeNull();
      window.localStorage.setItem(STORAGE_KEYS.pageAppearsReload, stored);
      const { deps } = develop(1);
      const stop = watchForPage('/docs/later', deps);
      await vi.advanceTimersByTimeAsync(PAGE_APPEARS_POLL_MS);
      expect(deps.reload, JSON.stringify(stored)).toHaveBeenCalledTimes(1);
      stop();
    }
    expect(readReloadRecord('1000000 2 /docs/later')).toEqual({ at: 1000000, count: 2, path: '/docs/later' });
  });

  it('reloads without storage (it throws) and warns about storage once, not about the page', async () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new Error('storage is blocked');
    });
    const storageWarning = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { deps } = develop(1);
    watchForPage('/docs/later', deps);
    await vi.advanceTimersByTimeAsync(PAGE_APPEARS_POLL_MS);
    expect(deps.reload).toHaveBeenCalledTimes(1);
    expect(deps.warn).not.toHaveBeenCalled();
    expect(storageWarning).toHaveBeenCalledTimes(1);
  });
});

describe("the question asked of develop's GraphQL endpoint", () => {
  it('names the path with and without its trailing slash, without query or hash; the root once', () => {
    expect(pathSpellings('/docs/later')).toEqual(['/docs/later', '/docs/later/']);
    expect(pathSpellings('/docs/later/')).toEqual(['/docs/later', '/docs/later/']);
    expect(pathSpellings('/docs/later?tab=1#part')).toEqual(['/docs/later', '/docs/later/']);
    expect(pathSpellings('/')).toEqual(['/']);
    expect(pageQuery('/docs/later').variables.paths).toEqual(['/docs/later', '/docs/later/']);
  });

  it('reads a page from the answer, and nothing from a null page, errors or junk', () => {
    expect(namesPage({ data: { sitePage: { path: '/docs/later/' } } })).toBe(true);
    expect(namesPage({ data: { sitePage: null } })).toBe(false);
    expect(namesPage({ errors: [{ message: 'Syntax Error' }] })).toBe(false);
    expect(namesPage(null)).toBe(false);
    expect(namesPage('<html>')).toBe(false);
  });
});
