import React from 'react';
import { translate, type MessageValues } from './translate';

interface TranslateProps {
  id?: string;
  /** Placeholder values for `{name}` in the message. */
  values?: MessageValues;
  /** The default message: must be a plain string. */
  children?: string;
}

/** Renders a catalogue message; children are the default text. */
export default function Translate({ id, values, children }: TranslateProps) {
  if (children !== undefined && typeof children !== 'string') {
    throw new Error(`<Translate${id ? ` id="${id}"` : ''}> children must be a plain string message; got ${typeof children}.`);
  }
  return <>{translate({ id, message: children }, values)}</>;
}
