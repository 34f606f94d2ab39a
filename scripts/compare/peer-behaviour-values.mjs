// How a behaviour claim's outcome is written, shared by scripts/compare/peer-behaviour.mjs (the runner)
// and peer-behaviour-harness.mjs (one claim per process). Kept apart from the runner, which loads the
// TypeScript compiler to read the page's versions: every claim's process loaded it too (0.45 s of CPU
// each, 77 claims) for these two functions.

/**
 * How an outcome names a value: strings quoted, errors (and DOMExceptions) as `Name: message`
 * (`Name` alone when the message is empty), other objects as JSON, the rest as String() does.
 */
export function describeValue(value) {
  if (typeof value === 'string') return JSON.stringify(value);
  if (value && typeof value === 'object' && typeof value.name === 'string' && typeof value.message === 'string') {
    return value.message ? `${value.name}: ${value.message}` : value.name;
  }
  if (value && typeof value === 'object') {
    try {
      return JSON.stringify(value);
    } catch {
      return Object.prototype.toString.call(value);
    }
  }
  return String(value);
}

/**
 * The directives a JavaScript file starts with ('use client', 'use strict'), in order: string
 * statements before anything else, past a hashbang, comments and blank lines.
 */
export function directivePrologue(source) {
  const found = [];
  let rest = source.replace(/^#![^\n]*/, '');
  for (;;) {
    rest = rest.replace(/^(?:\s+|\/\/[^\n]*|\/\*[\s\S]*?\*\/)*/, '');
    const match = /^(['"])((?:(?!\1)[^\\\n]|\\.)*)\1[ \t]*(?:;|\r?\n|$)/.exec(rest);
    if (!match) return found;
    found.push(match[2]);
    rest = rest.slice(match[0].length);
  }
}
