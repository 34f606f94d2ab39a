// A tiny package for the unit tests of the TypeDoc → ApiSymbol transform:
// a generic with a default, an optional parameter, cross-references and a
// private helper type that must stay plain text.

/**
 * A box holding one value.
 *
 * @remarks
 * Boxes are plain objects.
 *
 * Make them with {@link wrap}.
 *
 * @typeParam T - What the box holds.
 *
 * @example
 * ```ts
 * const box: Box<number> = { value: 1 };
 * ```
 */
export type Box<T = string> = {
  /** The held value. */
  readonly value: T;
  /** Shown next to the value. */
  label?: string;
};

/**
 * Wraps a value in a {@link Box}.
 *
 * @typeParam T - Type of the wrapped value.
 * @param value - The value to wrap.
 * @param label - Optional label of the box.
 * @returns A new box.
 * @throws RangeError when `label` is empty.
 *
 * @example
 * Wrap a number:
 * ```ts
 * const box = wrap(1, 'one');
 * ```
 */
export function wrap<T extends object | number = number>(value: T, label?: string): Box<T> {
  if (label === '') throw new RangeError('empty label');
  return label === undefined ? { value } : { value, label };
}

/** The box that holds nothing. */
export const EMPTY: Box<null> = { value: null };

/**
 * Takes the value out of a box.
 *
 * @typeParam B - The box type.
 * @param box - The box to open.
 */
export type Unbox = <B extends Box<unknown>>(box: B, ...rest: string[]) => Unboxed<B>;

/** What a box holds; private, listed in intentionallyNotExported. */
type Unboxed<B> = B extends Box<infer V> ? V : never;
