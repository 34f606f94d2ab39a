import React, { useState, type ReactNode } from 'react';
import { translate } from '../../lib/translate';
import * as styles from './styles.module.css';

const load = () => import(/* webpackChunkName: "example-project" */ './actions');

/**
 * "Open in StackBlitz" and "Download project" for one live example or guide
 * sample (`id`: `plain/Alert`, `guides/DeleteButton`). Until the
 * first pointer over, focus or click, they are plain buttons: the project
 * (built with the site, src/node/example-project) and the code that opens or
 * zips it load then, and nothing reaches StackBlitz before the click. All but
 * the markup lives in ./actions, so the page's own JavaScript hardly grows.
 */
export default function ProjectActions({ id, name, className, children }: { id: string; name: string; className?: string; children?: ReactNode }) {
  const [failed, setFailed] = useState(false);
  // Only warms the caches; a failure shows if the reader clicks.
  const prepare = () => {
    load()
      .then((actions) => actions.prepare(id))
      .catch(() => undefined);
  };
  const run = (what: 'open' | 'download') => () => {
    setFailed(false);
    load()
      .then((actions) => actions[what](id))
      .catch(() => setFailed(true));
  };
  // The visible label starts each name; the hidden part tells the projects' buttons apart.
  const which = <span className="visually-hidden"> ({name})</span>;
  return (
    <div className={className ? `${styles.actions} ${className}` : styles.actions} onPointerEnter={prepare} onFocus={prepare}>
      <button type="button" className={styles.button} onClick={run('open')}>
        {translate({ id: 'examples.project.stackblitz', message: 'Open in StackBlitz' })}
        {which}
      </button>
      <button type="button" className={styles.button} onClick={run('download')}>
        {translate({ id: 'examples.project.download', message: 'Download project' })}
        {which}
      </button>
      {children}
      <span role="status" className={styles.status}>
        {failed && translate({ id: 'examples.project.failed', message: 'The project could not be loaded. Try again.' })}
      </span>
    </div>
  );
}
