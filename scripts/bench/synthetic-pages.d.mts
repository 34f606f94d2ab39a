// Types of synthetic-pages.mjs, for the TypeScript tests that generate a bigger corpus with it.
export function docsVocabulary(contentDir: string): string[];
export function syntheticPage(index: number, vocabulary: string[], options?: { words?: number }): string;
export function writeSyntheticPages(contentDir: string, count: number, options?: { words?: number; vocabularyFrom?: string }): string[];
export function copyProject(projectRoot: string, into?: string): string;
