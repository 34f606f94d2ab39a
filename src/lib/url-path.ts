/**
 * Address helpers for the browser entry: decoding route paths with a clear
 * error, and normalising `.html` / `/index.html` addresses to the bare route.
 * Pure string functions, no DOM.
 */

/** Thrown when a path holds a percent-escape that is not valid UTF-8. */
export class UndecodablePathError extends URIError {
  constructor(readonly path: string) {
    super(
      `Could not decode the path "${path}": it contains a malformed percent-escape. ` +
        'A literal "%" in a link must be written as "%25"; check the link that led here.',
    );
    this.name = 'UndecodablePathError';
  }
}

/** `decodeURIComponent` for route paths, failing with an error that names the path. */
export function decodeRoutePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch (error) {
    if (error instanceof URIError) throw new UndecodablePathError(path);
    throw error;
  }
}

export function isDecodable(text: string): boolean {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Makes an undecodable string decodable by escaping every "%", so it
 * decodes back to exactly the characters the reader typed.
 */
export function escapePercents(text: string): string {
  return text.replace(/%/g, '%25');
}

/** `/x/index.html` → `/x`, `/x.html` → `/x`, `/index.html` → `/`; other paths unchanged. */
export function stripHtmlSuffix(pathname: string): string {
  if (/(^|\/)index\.html$/i.test(pathname)) {
    const bare = pathname.replace(/\/?index\.html$/i, '');
    return bare === '' || bare.endsWith('/') ? bare || '/' : bare;
  }
  if (/[^/]\.html$/i.test(pathname)) return pathname.replace(/\.html$/i, '');
  return pathname;
}

export interface Address {
  pathname: string;
  search: string;
  hash: string;
}

export interface NormalizedAddress extends Address {
  /** Set when the path or hash could not be decoded and was escaped. */
  problem?: UndecodablePathError;
}

/**
 * The address the reader should see: undecodable parts escaped (so the
 * router can resolve them, to the not-found page) and `.html` suffixes
 * dropped. The path prefix stays as it is: `/index.html` only matters
 * relative to the prefix, and stripping works on any segment.
 */
export function normalizeAddress({ pathname, search, hash }: Address): NormalizedAddress {
  let problem: UndecodablePathError | undefined;
  let path = pathname;
  let fragment = hash;
  if (!isDecodable(path)) {
    problem = new UndecodablePathError(path);
    path = escapePercents(path);
  }
  if (!isDecodable(fragment)) {
    problem ??= new UndecodablePathError(`${pathname}${hash}`);
    fragment = escapePercents(fragment);
  }
  path = stripHtmlSuffix(path);
  return { pathname: path, search, hash: fragment, problem };
}
