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

export function isDecodable(text: string): boolean {
  try {
    decodeRoutePath(text);
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

/**
 * A path Gatsby's router can resolve: its loader decodes paths twice
 * (cache-dir/find-path.js), so escape until two decodings succeed.
 */
export function routablePath(path: string): string {
  let result = path;
  for (let i = 0; i < 2 && !isDecodable(safeDecode(result)); i++) result = escapePercents(result);
  return result;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return '%';
  }
}
