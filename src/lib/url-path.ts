/**
 * Route-path decoding with an error that names the path, plus the escape
 * that makes a malformed path resolvable. Pure string functions.
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

/** `decodeURIComponent`, or the text unchanged when it holds a malformed escape (for fragments: a bad one is just not found). */
export function decodeLenient(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Whether Gatsby's router can resolve the path: its loader decodes a path
 * several times (cache-dir/find-path.js), so a malformed escape or an
 * escaped "%" makes it throw.
 */
export function isRoutablePath(path: string): boolean {
  try {
    return !decodeRoutePath(path).includes('%');
  } catch {
    return false;
  }
}
