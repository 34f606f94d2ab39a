/** Bytes of the ESM build (default: dist/index.js) minified, and minified + gzip -9. */
export function esmSize(file?: string): { minified: number; gzip: number };
