import { useCallback, useEffect, useState } from 'react';
import { STORAGE_KEYS } from '../../constants';
import { ANNOUNCEMENT_DISMISSED_ATTRIBUTE } from '../../lib/color-mode/color-mode-script';
import { readStorage, writeStorage } from '../../lib/storage';

/**
 * Whether the reader closed the announcement with this id. The key holds
 * the id last dismissed, so a new id shows the bar again. The server render
 * shows the bar; the inline script hides a dismissed one before paint (via
 * an <html> attribute) and this hook then removes it.
 */
export function useAnnouncementDismissed(id: string) {
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    setDismissed(readStorage(STORAGE_KEYS.announcementDismissed) === id);
  }, [id]);
  const dismiss = useCallback(() => {
    writeStorage(STORAGE_KEYS.announcementDismissed, id);
    document.documentElement.setAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE, '');
    setDismissed(true);
  }, [id]);
  return { dismissed, dismiss };
}
