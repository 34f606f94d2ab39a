/** The callout types authors write as `:::type`, in the order docs/authoring.md lists them. */
export const CALLOUT_TYPES = ['note', 'tip', 'info', 'warning', 'danger'] as const;

export type CalloutType = (typeof CALLOUT_TYPES)[number];

/** Type names as shown: the default title and the lead of a Markdown twin's blockquote. */
export const CALLOUT_NAMES: Record<CalloutType, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
};

export const isCalloutType = (name: string): name is CalloutType => (CALLOUT_TYPES as readonly string[]).includes(name);

/** The accessible name and heading of a callout: its title, or the type's name. */
export function calloutTitle(type: string, title?: string | null): string {
  return title?.trim() || (isCalloutType(type) ? CALLOUT_NAMES[type] : type);
}
