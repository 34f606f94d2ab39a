// Entry point with every mistake the API build must reject.

export function undocumented(): void {}

/** Refers to {@link Nowhere}, which does not exist. */
export type Leaky = Hidden[];

/** A type the package uses but forgot to export. */
interface Hidden {
  x: number;
}

/** Upper-case flag. */
export const Flag = 1;

/** Lower-case flag: its page would collide with Flag's. */
export const flag = 2;
