import type { GatsbyNode } from 'gatsby';
import type { RuleSetRule } from 'webpack';

/** `import text from './file.tsx?raw'` gives the file's exact text (examples show the code they run). */
export const RAW_QUERY = /^\?raw$/;

type Rule = RuleSetRule | '...' | false | 0 | '' | null | undefined;

/**
 * Adds the `?raw` rule and keeps every other rule off `?raw` imports: webpack
 * applies all matching rules, so without this Babel would transpile the text
 * before it became a string.
 */
export function withRawSourceRule(rules: Rule[]): Rule[] {
  const others = rules.map((rule) => {
    if (!rule || rule === '...') return rule;
    const notRaw = { not: RAW_QUERY };
    return { ...rule, resourceQuery: rule.resourceQuery ? { and: [rule.resourceQuery, notRaw] } : notRaw };
  });
  return [...others, { resourceQuery: RAW_QUERY, type: 'asset/source' }];
}

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ getConfig, actions }) => {
  const config = getConfig();
  config.module.rules = withRawSourceRule(config.module.rules);
  actions.replaceWebpackConfig(config);
};
