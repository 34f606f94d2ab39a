import { expect, it } from 'vitest';
import rehypeCodeMeta from './rehype-code-meta';

it('copies the fence meta of code elements to a metastring property', () => {
  const code = { type: 'element', tagName: 'code', properties: { className: ['language-tsx'] }, data: { meta: 'title="a.tsx" {1}' }, children: [] };
  const plain = { type: 'element', tagName: 'code', properties: {}, children: [] };
  const tree = { type: 'root', children: [{ type: 'element', tagName: 'pre', children: [code] }, plain] };
  rehypeCodeMeta()(tree);
  expect(code.properties).toEqual({ className: ['language-tsx'], metastring: 'title="a.tsx" {1}' });
  expect(plain.properties).toEqual({});
});
