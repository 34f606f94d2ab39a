/**
 * A minimal zip writer: files stored as they are (method 0, no compression),
 * each with its CRC-32, UTF-8 names. Enough for a download of a few small text
 * files, made in the browser when the reader asks for it, with no dependency.
 * Format: PKWARE APPNOTE, sections 4.3.7 (local header), 4.3.12 (central
 * directory) and 4.3.16 (end of central directory).
 */

let table: Uint32Array | undefined;

/** CRC-32 (IEEE 802.3, reflected polynomial 0xEDB88320), as zip stores it. */
export function crc32(bytes: Uint8Array): number {
  if (!table) {
    table = new Uint32Array(256);
    for (let n = 0; n < 256; n += 1) {
      let c = n;
      for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      table[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const byte of bytes) crc = table[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** MS-DOS time and date of `date` (local time, two-second steps, 1980 at the earliest). */
function dosDateTime(date: Date): { time: number; date: number } {
  const year = Math.max(1980, date.getFullYear());
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | (date.getSeconds() >> 1),
    date: ((year - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

/** Bit 11 of the flags: names and comments are UTF-8. */
const UTF8_NAMES = 0x0800;

/** A zip of `files` (path → text or bytes), in the given order; every entry dated `modified`. */
export function zip(files: Record<string, string | Uint8Array>, modified = new Date()): Uint8Array {
  const encoder = new TextEncoder();
  const stamp = dosDateTime(modified);
  const entries = Object.entries(files).map(([name, content]) => {
    const data = typeof content === 'string' ? encoder.encode(content) : content;
    return { name: encoder.encode(name), data, crc: crc32(data), offset: 0 };
  });
  if (entries.length > 0xffff) throw new Error('zip: more than 65535 files needs Zip64');

  const localSize = entries.reduce((sum, e) => sum + 30 + e.name.length + e.data.length, 0);
  const centralSize = entries.reduce((sum, e) => sum + 46 + e.name.length, 0);
  if (localSize + centralSize > 0xffffffff) throw new Error('zip: over 4 GB needs Zip64');
  const out = new Uint8Array(localSize + centralSize + 22);
  const view = new DataView(out.buffer);
  let at = 0;
  const u16 = (value: number) => {
    view.setUint16(at, value, true);
    at += 2;
  };
  const u32 = (value: number) => {
    view.setUint32(at, value, true);
    at += 4;
  };
  const bytes = (value: Uint8Array) => {
    out.set(value, at);
    at += value.length;
  };
  // Version needed, flags, method, time, date, CRC-32, sizes: the same in both headers.
  const common = (e: (typeof entries)[number]) => {
    u16(20); // version needed to extract: 2.0
    u16(UTF8_NAMES);
    u16(0); // method: stored
    u16(stamp.time);
    u16(stamp.date);
    u32(e.crc);
    u32(e.data.length); // compressed size
    u32(e.data.length); // uncompressed size
    u16(e.name.length);
    u16(0); // extra field length
  };

  for (const e of entries) {
    e.offset = at;
    u32(0x04034b50);
    common(e);
    bytes(e.name);
    bytes(e.data);
  }
  const centralStart = at;
  for (const e of entries) {
    u32(0x02014b50);
    u16(0x0314); // made by: Unix (3), spec 2.0
    common(e);
    u16(0); // comment length
    u16(0); // disk number
    u16(0); // internal attributes
    u32(0o100644 << 16); // external attributes: a regular file, rw-r--r--
    u32(e.offset);
    bytes(e.name);
  }
  u32(0x06054b50);
  u16(0); // this disk
  u16(0); // disk with the central directory
  u16(entries.length);
  u16(entries.length);
  u32(centralSize);
  u32(centralStart);
  u16(0); // comment length
  return out;
}
