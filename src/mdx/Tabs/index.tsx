import React, { useId, useRef, useState } from 'react';
import { useTabChoice } from './useTabChoice';
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

interface TabsProps {
  /** Groups with the same id switch together, on this page and later ones, and remember the choice. */
  groupId?: string;
  children?: React.ReactNode;
}

const KEY_STEP: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/**
 * Tabs after the WAI-ARIA tabs pattern, with automatic activation: arrow
 * keys, Home and End move between tabs and select them; Tab moves into the
 * panel. Every panel is in the prerendered HTML; inactive ones are hidden
 * by CSS only where JavaScript runs (see styles.module.css), so readers
 * without it, and search, get all of them.
 */
export default function Tabs({ groupId, children }: TabsProps) {
  const items = React.Children.toArray(children).filter((child): child is React.ReactElement<TabItemProps> =>
    React.isValidElement(child),
  );
  const values = items.map((item) => item.props.value);
  const [local, setLocal] = useState<string | null>(null);
  const [selected, choose] = useTabChoice(groupId, values, local);
  const id = useId();
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

  const select = (value: string) => {
    setLocal(value);
    choose(value);
  };
  const onKeyDown = (event: React.KeyboardEvent, index: number) => {
    const step = KEY_STEP[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(index, items.length);
    tabs.current[next]?.focus();
    select(values[next]);
  };

  return (
    <div className={styles.tabs} data-tabs={groupId ?? ''}>
      <div role="tablist" className={styles.tablist}>
        {items.map((item, index) => {
          const active = item.props.value === selected;
          return (
            <button
              key={item.props.value}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${index}`}
              aria-controls={`${id}-panel-${index}`}
              aria-selected={active}
              tabIndex={active ? 0 : -1}
              className={styles.tab}
              onClick={() => select(item.props.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.props.label ?? item.props.value}
            </button>
          );
        })}
      </div>
      {items.map((item, index) => (
        <div
          key={item.props.value}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          tabIndex={0}
          className={styles.panel}
          data-inactive={item.props.value === selected ? undefined : ''}
        >
          <p className={styles.panelLabel}>{item.props.label ?? item.props.value}</p>
          {item.props.children}
        </div>
      ))}
    </div>
  );
}
