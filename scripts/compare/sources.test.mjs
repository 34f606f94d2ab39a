// The comparison page holds every statement about another library to its source: each cell
// about a peer links a file at a tag, a docs page or an issue, and states the peer's version.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { COMPARISON_PAGE, unsourcedCells } from './tables.mjs';

const page = `
## Versions compared

| Library | Package | Version | Released |
| --- | --- | --- | --- |
| React Dialog Hub | \`react-dialog-hub\` | 0.4.0 | — |
| peer-a | \`peer-a\` | 1.2.3 | [2026-01-01][a-tag] |
| peer-b | \`peer-b\` | 4.5.6 | 2026-02-02 |

## Features

| | React Dialog Hub | peer-a | peer-b |
| --- | --- | --- | --- |
| Result typing | Inferred | \`unknown\` ([1.2.3 source][a-src]) | The type argument (4.5.6) |
| Props | Checked | Partial ([1.2.3 source](https://example.org/a/1.2.3)) | Checked ([4.5.6 source][missing]) |
| Extra | None | Devtools ([docs][a-src]) | Upsert |

[a-tag]: https://example.org/a/tag
[a-src]: https://example.org/a/src
`;

describe('comparison sources', () => {
  test('names every peer cell without a source link or version, and nothing else', () => {
    expect(unsourcedCells(page)).toEqual([
      'Versions compared › peer-b (line 8): no source link',
      'Features › Extra › peer-a (line 16): does not state the version (1.2.3)',
      'Features › Result typing › peer-b (line 14): no source link',
      'Features › Props › peer-b (line 15): undefined reference [missing]',
      'Features › Extra › peer-b (line 16): no source link',
      'Features › Extra › peer-b (line 16): does not state the version (4.5.6)',
    ]);
  });

  test('a column for a library the Versions table does not list is named', () => {
    const extra = page.replace('| | React Dialog Hub | peer-a | peer-b |', '| | React Dialog Hub | peer-a | peer-c |');
    expect(unsourcedCells(extra)).toContain('Features › column "peer-c": not a library of the Versions compared table');
  });

  test('every cell about a peer on content/docs/comparison.mdx links its source and states the version', () => {
    const problems = unsourcedCells(readFileSync(COMPARISON_PAGE, 'utf8'));
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
