// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { siteConfig } from '../../src/site-config';
import { siteConfigField } from './site-config-field.mjs';

describe('siteConfigField', () => {
  it('reads settings as the site evaluates them, derived ones included', () => {
    expect(siteConfigField('url')).toBe(siteConfig.url);
    expect(siteConfigField('repoUrl')).toBe(siteConfig.repoUrl);
    expect(siteConfigField('pathPrefix')).toBe(siteConfig.pathPrefix);
    expect(siteConfigField('deploymentBranch')).toBe(siteConfig.constants.deploymentBranch);
  });

  it('names the field it cannot find', () => {
    expect(() => siteConfigField('noSuchSetting')).toThrow(/no string field `noSuchSetting`/);
  });
});
