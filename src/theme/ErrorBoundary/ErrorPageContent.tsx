import React from 'react';
import { pageTitle } from '../../site-config';
import Translate from '../../lib/Translate';
import HeadTags from '../HeadTags';
import { translate } from '../../lib/translate';
import { errorChain } from './error-chain';
import type { ErrorFallbackProps } from './index';
import * as styles from './styles.module.css';

/** The crash page: what happened, every cause behind it, and a way to retry. */
export default function ErrorPageContent({ error, tryAgain }: ErrorFallbackProps) {
  const [message, ...causes] = errorChain(error);
  return (
    <div className={styles.box} role="alert">
      {/* The template of every page (pageTitle), so the tab reads "Page Error | React Dialog Hub". */}
      <HeadTags titleTemplate={pageTitle('%s')} differsFromPrerender>
        <title>{translate({ id: 'errorPage.title', message: 'Page Error' })}</title>
      </HeadTags>
      <h1 className={styles.heading}>
        <Translate id="errorPage.heading">This page crashed.</Translate>
      </h1>
      <div className={styles.details}>
        <p className={styles.message}>{message}</p>
        {causes.map((cause, index) => (
          <p key={index} className={styles.cause}>
            <span className={styles.causeLabel}>
              <Translate id="errorPage.cause">Cause:</Translate>
            </span>{' '}
            {cause}
          </p>
        ))}
      </div>
      <button type="button" className={styles.button} onClick={tryAgain}>
        <Translate id="errorPage.tryAgain">Try again</Translate>
      </button>
    </div>
  );
}
