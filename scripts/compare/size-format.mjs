// Shared by scripts/compare/size.mjs and the comparison page, which renders
// scripts/compare/size.json: one way to print a size. No Node imports here.

/** "0.84 KiB", "62.8 KiB" (1 KiB = 1024 bytes; two decimals below 10 KiB, where a tenth is a large share). */
export function formatKiB(bytes) {
  const kib = bytes / 1024;
  return `${kib.toFixed(kib < 10 ? 2 : 1)} KiB`;
}
