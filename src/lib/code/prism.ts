import { Prism } from 'prism-react-renderer';

/**
 * Build-time only (src/lib/code/highlight.ts): the browser never loads Prism.
 * prism-react-renderer bundles its own Prism with tsx, typescript and json
 * (all the docs need) but no shell grammar, so a small one is added here for
 * the install commands. Other names map onto those grammars.
 */
if (!Prism.languages.bash) {
  Prism.languages.bash = {
    comment: { pattern: /(^|\s)#.*/, lookbehind: true, greedy: true },
    string: { pattern: /"(?:\\.|[^"\\])*"|'[^']*'/, greedy: true },
    variable: /\$(?:\w+|\{[^}]+\})/,
    function: { pattern: /(^|[;&|]\s*|\$\(\s*)(?:npm|npx|yarn|pnpm|node|git|cd|echo|export|curl|mkdir)\b/m, lookbehind: true },
    parameter: { pattern: /(^|\s)--?[\w-]+(?:=\S*)?/, lookbehind: true, alias: 'attr-name' },
    operator: /&&|\|\||[|;&<>]/,
    punctuation: /[()[\]{}]/,
  };
}

const ALIASES: Record<string, string> = {
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  js: 'javascript',
  ts: 'typescript',
  jsonc: 'json',
};

/** The Prism grammar name for a fence language; unknown languages render as plain text. */
export function grammarName(language: string | undefined): string {
  const name = (language ?? '').toLowerCase();
  const resolved = ALIASES[name] ?? name;
  return resolved && Prism.languages[resolved] ? resolved : 'plain';
}

export { Prism };
