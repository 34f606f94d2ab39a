import { useInsertionEffect } from 'react';

const sheets = new Map<string, { users: number; element: HTMLStyleElement }>();

/**
 * Puts `css` in a `<style>` element while at least one component using `id`
 * is mounted, and removes it when the last one unmounts. A UI kit's
 * stylesheet injected this way arrives with the kit's lazy chunk and leaves
 * with its page, instead of joining the site's global stylesheet (Gatsby
 * merges every imported .css file into the one stylesheet of every page).
 */
export function useInjectedStyle(id: string, css: string): void {
  useInsertionEffect(() => {
    let sheet = sheets.get(id);
    if (!sheet) {
      const element = document.createElement('style');
      element.dataset.injectedStyle = id;
      element.textContent = css;
      document.head.appendChild(element);
      sheet = { users: 0, element };
      sheets.set(id, sheet);
    }
    sheet.users += 1;
    const current = sheet;
    return () => {
      current.users -= 1;
      if (current.users === 0) {
        current.element.remove();
        sheets.delete(id);
      }
    };
  }, [id, css]);
}
