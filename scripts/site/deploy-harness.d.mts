import type { SpawnSyncReturns } from 'node:child_process';

export const branch: string;
export function bareRepo(tmp: string, name: string): string;
export function writeTree(root: string, files: Record<string, string>): void;
export function deployCli(tmp: string, args: string[], env?: Record<string, string>): SpawnSyncReturns<string> & { output: string };
export function branchFiles(repo: string): string[];
export function branchCommits(repo: string): string[];
