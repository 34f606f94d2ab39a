import React, { useId, useState } from 'react';
import { chooseTab, useTabChoice } from './useTabChoice';
import * as styles from './styles.module.css';

export interface TabItemProps {
  /** Identifies the tab in its group (and across groups with the same groupId). */
  value: string;
  /** The tab's visible name; defaults to `value`. */
  label?: string;
  children?: React.ReactNode;
}

/** One tab's content; only meaningful inside `<Tabs>`, which renders it as a tab panel. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

/** Arrow keys wrap around; Home and End go to the ends. */
const KEY_STEP: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/**
 * Tabs after the WAI-ARIA tabs pattern, with automatic activation: arrow
 * keys, Home and End move between tabs and select them; Tab moves into the
 * panel. Groups with the same `groupId` share the choice (useTabChoice.ts).
 * Every panel is in the prerendered HTML; inactive ones are hidden by CSS
 * only where JavaScript runs (styles.module.css), so readers without it,
 * and search, get all of them. Docs get this module imported only when they
 * use it (src/node/content/remark-author-imports.ts).
 */
export default function Tabs({ groupId = '', children }: { groupId?: string; children?: React.ReactNode }) {
  const items = React.Children.toArray(children).filter(React.isValidElement) as Array<React.ReactElement<TabItemProps>>;
  const values = items.map((item) => item.props.value);
  const [local, setLocal] = useState<string | null>(null);
  const shared = useTabChoice(groupId);
  const wanted = groupId ? shared : local;
  const selected = wanted !== null && values.includes(wanted) ? wanted : values[0];
  const id = useId();
  const select = (value: string) => (groupId ? chooseTab(groupId, value) : setLocal(value));

  return (
    <div className={styles.tabs}>
      <div
        role="tablist"
        className={styles.tablist}
        onKeyDown={(event) => {
          const step = KEY_STEP[event.key];
          const index = values.indexOf(selected);
          if (!step || index < 0) return;
          event.preventDefault();
          const next = step(index, values.length);
          (event.currentTarget.children[next] as HTMLElement).focus();
          select(values[next]);
        }}
      >
        {items.map(({ props }, index) => (
          <button
            key={props.value}
            type="button"
            role="tab"
            id={`${id}t${index}`}
            aria-controls={`${id}p${index}`}
            aria-selected={props.value === selected}
            tabIndex={props.value === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => select(props.value)}
          >
            {props.label ?? props.value}
          </button>
        ))}
      </div>
      {items.map(({ props }, index) => (
        <div
          key={props.value}
          role="tabpanel"
          id={`${id}p${index}`}
          aria-labelledby={`${id}t${index}`}
          tabIndex={0}
          className={styles.panel}
          data-inactive={props.value === selected ? undefined : ''}
          data-label={props.label ?? props.value}
        >
          {props.children}
        </div>
      ))}
    </div>
  );
}
