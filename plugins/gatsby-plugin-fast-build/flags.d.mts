export interface Optimization {
  name: string;
  level: 'cli' | 'gatsby' | 'develop';
  coldOnly: boolean;
  verified: Record<string, string>;
  what: string;
}
export const OPTIMIZATIONS: readonly Optimization[];
export const FLAG_NAMES: readonly string[];
export const PLAIN_VARIABLE: string;
export const OFF_VARIABLE: string;
export const STRICT_VARIABLE: string;
export const FLAGS_VARIABLE: string;
export interface Settings {
  plain?: boolean;
  strict?: boolean;
  off?: string[];
}
export interface Resolved {
  plain: boolean;
  strict: boolean;
  asked: string[];
  off: string[];
}
export function readSettings(root: string): Settings;
export function resolveFlags(options?: { argv?: string[]; env?: NodeJS.ProcessEnv; settings?: Settings }): Resolved;
export function installedVersion(root: string, name: string): string | undefined;
export function versionMatches(version: string | undefined, verified: string): boolean;
export function gateProblems(name: string, versionOf: (name: string) => string | undefined): string[];
export function skippedMessage(name: string, why: string, strict: boolean): string;
export function gateFlags(
  root: string,
  resolved: Pick<Resolved, 'asked' | 'strict'>,
  options?: { warn?: (line: string) => void; versionOf?: (name: string) => string | undefined },
): string[];
export function flagsInGatsby(root: string, env?: NodeJS.ProcessEnv, warn?: (line: string) => void): { enabled: Set<string>; strict: boolean };
