/** Bytes of the whole API of the ESM build as an app bundles it: minified, and minified + gzip -9. */
export function esmSize(file?: string): { minified: number; gzip: number };
/** Bytes an app ships of the library when it imports only `names`: minified, and minified + gzip -9. */
export function subsetSize(names?: string[], file?: string): { minified: number; gzip: number };
/** Every runtime export, in the order the site's comparison bundles them. */
export const RUNTIME_EXPORTS: string[];
