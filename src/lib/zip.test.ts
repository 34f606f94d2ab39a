import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { crc32, zip } from './zip';

// Round trips go through Debian's Info-ZIP `unzip`, a reader that shares no code with the writer.
const dir = mkdtempSync(path.join(tmpdir(), 'zip-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const write = (name: string, bytes: Uint8Array) => {
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  return file;
};
const unzip = (...args: string[]) => execFileSync('unzip', args, { encoding: 'buffer' });

describe('crc32', () => {
  it('matches the CRC-32 that gzip stores in its trailer', () => {
    const data = new TextEncoder().encode('The quick brown fox jumps over the lazy dog. ✓');
    const gz = gzipSync(data);
    expect(crc32(data)).toBe(gz.readUInt32LE(gz.length - 8));
    expect(gunzipSync(gz)).toEqual(Buffer.from(data));
  });

  it('is 0 for no bytes and 0xCBF43926 for "123456789" (the check value)', () => {
    expect(crc32(new Uint8Array())).toBe(0);
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
  });
});

describe('zip', () => {
  const files = {
    'project/package.json': '{\n  "name": "demo"\n}\n',
    'project/src/App.tsx': "export const greeting = 'Grüße, 世界';\n",
    'project/src/empty.ts': '',
    'project/bytes.bin': new Uint8Array([0, 1, 2, 253, 254, 255]),
  };

  it('lists every file, with its name and size, and passes unzip -t (CRC checks)', () => {
    const file = write('list.zip', zip(files));
    const listing = unzip('-Z1', file).toString('utf8').trim().split('\n');
    expect(listing).toEqual(Object.keys(files));
    expect(unzip('-t', file).toString('utf8')).toMatch(/No errors detected/);
  });

  it('gives back each file byte for byte (unzip -p)', () => {
    const file = write('content.zip', zip(files));
    for (const [name, content] of Object.entries(files)) {
      const expected = typeof content === 'string' ? Buffer.from(content, 'utf8') : Buffer.from(content);
      expect(unzip('-p', file, name), name).toEqual(expected);
    }
  });

  it('stamps the entries with the given date, as ordinary files (rw-r--r--)', () => {
    const file = write('dated.zip', zip({ 'a.txt': 'a' }, new Date(2024, 4, 17, 13, 45, 10)));
    expect(unzip('-Z', '-T', file).toString('utf8')).toMatch(/^-rw-r--r--.* 20240517\.134510 a\.txt$/m);
  });

});
