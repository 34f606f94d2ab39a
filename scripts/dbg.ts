import { collectSnippets, snippetStatus } from '../src/node/code/snippets';
import { SnippetChecker } from '../src/node/code/twoslash';
const root = process.cwd();
const c = new SnippetChecker({ root, cacheDir: null });
const list = collectSnippets(root).filter((s) => snippetStatus(s.language, s.meta) === 'checked');
let t = performance.now();
c.prepare(list.map((s) => ({ code: s.code, language: s.language })));
console.log('prepare', Math.round(performance.now() - t), 'changes', c.programChanges);
for (const s of list) {
  t = performance.now();
  const before = c.programChanges;
  c.check(s.code, s.language);
  const ms = Math.round(performance.now() - t);
  if (ms > 150) console.log(s.file, s.line, ms, c.programChanges - before);
}
console.log('changes', c.programChanges);
