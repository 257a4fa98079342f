// File sizes as people read them (1 KB = 1024 bytes, as IMPORT_MAX_BYTES): in English "820 B",
// "14.2 KB", "3.5 MB"; in another language with its own units and decimal sign, through Intl
// ("14,2 ko", "3,5 МБ").
import { i18n } from '../../../lib/i18n.ts';

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;
const INTL_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

export function formatBytes(bytes: number, locale = i18n.locale): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  if (!locale || locale === 'en') return `${value.toFixed(digits)} ${UNITS[unit]}`;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: INTL_UNITS[unit],
    unitDisplay: 'short',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}
