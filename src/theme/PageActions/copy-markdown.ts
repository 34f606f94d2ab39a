/** Loaded on the first press of "Copy page as Markdown" (src/theme/PageActions), so it costs the first visit nothing. */

/** How long the announcement stays before the live region empties again. */
const MESSAGE_MS = 3000;
let clear: ReturnType<typeof setTimeout> | undefined;

/** Fetches the twin and copies it; ClipboardItem keeps the click's permission across the fetch (Safari needs that). */
async function copy(url: string): Promise<void> {
  const load = () =>
    fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return response.text();
    });
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    const blob = load().then((text) => new Blob([text], { type: 'text/plain' }));
    await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
    return;
  }
  await navigator.clipboard.writeText(await load());
}

/** Copies the twin at `url` and says how it went in `status` (a role="status" live region). */
export async function copyPage(url: string, status: HTMLElement | null, button: HTMLElement | null): Promise<void> {
  const say = (message: string, state: string) => {
    if (status) status.textContent = message;
    button?.setAttribute('data-state', state);
    clearTimeout(clear);
    clear = setTimeout(() => {
      if (status) status.textContent = '';
      button?.setAttribute('data-state', 'idle');
    }, MESSAGE_MS);
  };
  try {
    await copy(url);
    say('Page copied as Markdown', 'copied');
  } catch {
    say('Could not copy the page', 'failed');
  }
}
