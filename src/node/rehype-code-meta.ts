interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  data?: { meta?: string | null };
  children?: HastNode[];
}

/**
 * Rehype plugin: MDX 2 drops the code-fence meta (```tsx title="a.tsx" {1,3})
 * before it reaches components. mdast-util-to-hast keeps it on the `code`
 * element's `data.meta`; copying it to a `metastring` property makes it a
 * prop the MDX `pre` mapping (src/mdx/components.tsx) can read.
 */
export default function rehypeCodeMeta() {
  return (tree: HastNode) => {
    const visit = (node: HastNode) => {
      if (node.type === 'element' && node.tagName === 'code' && node.data?.meta) {
        node.properties = { ...node.properties, metastring: node.data.meta };
      }
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}
