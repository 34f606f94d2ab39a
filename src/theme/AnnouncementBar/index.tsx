import React from 'react';
import { siteConfig } from '../../site-config';
import { translate } from '../../lib/translate';
import SmartLink from '../SmartLink';
import { useAnnouncementDismissed } from './useAnnouncementDismissed';
import * as styles from './styles.module.css';

/** The configured announcement above the navbar; closable, and remembered as closed per announcement id. */
export default function AnnouncementBar() {
  const bar = siteConfig.announcementBar;
  const { dismissed, dismiss } = useAnnouncementDismissed(bar?.id ?? '');
  if (!bar || dismissed) return null;
  return (
    <div
      className={styles.bar}
      role="region"
      aria-label={translate({ id: 'announcement.label', message: 'Announcement' })}
      style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}
    >
      <p className={styles.content}>
        {bar.content}
        {bar.link && (
          <>
            {' '}
            <SmartLink href={bar.link.href} className={styles.link}>
              {bar.link.label}
            </SmartLink>
          </>
        )}
      </p>
      {bar.isCloseable && (
        <button
          type="button"
          className={styles.close}
          onClick={dismiss}
          aria-label={translate({ id: 'announcement.close', message: 'Close announcement' })}
        >
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path fill="currentColor" d="m6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4 6.4 5z" />
          </svg>
        </button>
      )}
    </div>
  );
}
