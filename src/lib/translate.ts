/**
 * The UI's message catalogue. The site has one locale (English), so a
 * message's default text is its translation; ids keep strings findable and
 * ready for a catalogue. `{name}` placeholders are filled from `values`.
 */
export interface MessageDescriptor {
  id?: string;
  message?: string;
}

export type MessageValues = Record<string, string | number>;

/** Overrides by id; empty while English is the only locale. */
const catalogue: Record<string, string> = {};

export function interpolate(text: string, values?: MessageValues): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export function translate({ id, message }: MessageDescriptor, values?: MessageValues): string {
  if (!id && message === undefined) {
    throw new Error('translate() needs an `id` or a default `message`; got neither.');
  }
  const text = (id && catalogue[id]) ?? message ?? id!;
  return interpolate(text, values);
}
