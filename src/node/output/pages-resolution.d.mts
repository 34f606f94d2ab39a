/** 'dir', 'file', or null when nothing is there. */
export function kind(file: string): 'dir' | 'file' | null;
/** Resolves a request path (under the prefix) to [status, file or redirect target]. */
export function resolveRequest(root: string, prefix: string, urlPath: string): [number, string];
