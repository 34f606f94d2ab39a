import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { expect, it } from 'vitest';
import remarkAuthorImports, { STYLESHEET_ORDER_MODULE } from './remark-author-imports';

const tabs = path.resolve('src/mdx/Tabs/index.tsx');
const build = async (source: string) => String(await compile(source, { remarkPlugins: [remarkAuthorImports], jsx: true }));

it('imports Tabs and TabItem into a doc that uses them, and nothing into one that does not', async () => {
  const used = await build('<Tabs groupId="pm">\n<TabItem value="npm">\n\nx\n\n</TabItem>\n</Tabs>');
  expect(used).toContain(`import Tabs, {TabItem} from ${JSON.stringify(tabs)};`);
  // The imported bindings are used directly, not looked up in the MDX component map.
  expect(used).toMatch(/<Tabs groupId="pm">/);
  expect(used).not.toMatch(/_components\.Tabs|_missingMdxReference\("Tabs"/);
  expect(await build('Just text.')).not.toContain('import Tabs');
});

it('leaves a doc’s own import alone', async () => {
  const own = await build("import Tabs, { TabItem } from './my-tabs';\n\n<Tabs><TabItem value=\"a\">x</TabItem></Tabs>");
  expect(own).toContain('./my-tabs');
  expect(own).not.toContain(tabs);
});

it('imports the stylesheet order module first in every doc, before the doc’s own imports', async () => {
  const order = `import ${JSON.stringify(STYLESHEET_ORDER_MODULE)};`;
  for (const source of ['Just text.', "import x from './x';\n\n<Tabs><TabItem value=\"a\">{x}</TabItem></Tabs>"]) {
    const out = await build(source);
    const imports = out.split('\n').filter((line) => line.startsWith('import '));
    expect(imports[0]).toBe(order);
  }
  expect(STYLESHEET_ORDER_MODULE).toBe(path.resolve('src/theme/stylesheet-order.ts'));
});
