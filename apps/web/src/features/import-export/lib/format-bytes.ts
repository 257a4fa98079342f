// File sizes as people read them: "820 B", "14.2 KB", "3.5 MB" (1 KB = 1024 bytes, as IMPORT_MAX_BYTES).
const UNITS = ['KB', 'MB', 'GB'] as const;

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 100 ? Math.round(value) : value.toFixed(1)} ${UNITS[unit]}`;
}
