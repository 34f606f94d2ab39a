import React from 'react';
import { siteConfig } from '../../site-config';
import { translate } from '../../lib/translate';
import SmartLink from '../SmartLink';
import { useAnnouncementDismissed } from './useAnnouncementDismissed';
import * as styles from './styles.module.css';
import Icon from '../Icon';

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
          <Icon name="close" />
        </button>
      )}
    </div>
  );
}
