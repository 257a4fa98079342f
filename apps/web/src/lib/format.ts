// Display formats of spec §2/§9: dates ("MMMM d, yyyy" on details, "MMM d, yyyy" on cards, with the time
// for expiries and the audit log) with the "Unknown date" / "Invalid date" fallbacks, ratings with one
// decimal and how many ratings there are, and the numbers that translated texts name. All through Intl
// in the reader's language (issue 31): its en-US forms are the spec's patterns exactly, and no date
// library comes with the visitors' pages.
import { plural, t } from '@lingui/core/macro';
import { RATING_DECIMALS } from '@prompt-lib/contract';
import { i18n } from './i18n.ts';

/** One of the spec's date patterns, as Intl options. */
type DateStyle = Intl.DateTimeFormatOptions;

/** "March 5, 2024" ("MMMM d, yyyy"). */
export const DETAIL_DATE: DateStyle = { dateStyle: 'long' };
/** "Mar 5, 2024" ("MMM d, yyyy"). */
export const CARD_DATE: DateStyle = { dateStyle: 'medium' };
/** A moment in the reader's time zone, "Mar 5, 2024, 14:05" (expiries), with seconds for the audit log. */
export const DATE_TIME: DateStyle = { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' };
export const DATE_TIME_SECONDS: DateStyle = { dateStyle: 'medium', timeStyle: 'medium', hourCycle: 'h23' };

/** The reader's language for Intl: English is the spec's United States English. */
const intlLocale = () => (!i18n.locale || i18n.locale === 'en' ? 'en-US' : i18n.locale);

const validDate = (date: Date) => (Number.isNaN(date.getTime()) ? null : date);

/** A calendar date and time of day read as local, refused when a part is out of range (45-13-2024). */
function localDate(year: number, month: number, day: number, hours = 0, minutes = 0, seconds = 0) {
  const date = new Date(year, month - 1, day, hours, minutes, seconds);
  const same = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return same && hours < 24 && minutes < 60 && seconds < 60 ? date : null;
}

/** Reads ISO 8601, dd-MM-yyyy (the original back end's format) and text with a bracketed suffix. */
export function parseDate(value: string): Date | null {
  const text = value.replace(/\s*[[(].*$/, '').trim();
  if (!text) return null;
  const dayFirst = /^(\d{2})-(\d{2})-(\d{4})(?: (\d{2}):(\d{2}):(\d{2}))?$/.exec(text);
  if (dayFirst) {
    const [day, month, year, hours, minutes, seconds] = dayFirst.slice(1).map((part) => Number(part ?? 0));
    return localDate(year ?? 0, month ?? 0, day ?? 0, hours, minutes, seconds);
  }
  // A date alone is that day where the reader is, as date-fns's parseISO reads it (not UTC midnight).
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (dateOnly) {
    const [year, month, day] = dateOnly.slice(1).map(Number);
    return localDate(year ?? 0, month ?? 0, day ?? 0);
  }
  return validDate(new Date(text));
}

export function formatDisplayDate(value: string | null | undefined, style: DateStyle = DETAIL_DATE): string {
  if (value === null || value === undefined || value.trim() === '') return t`Unknown date`;
  const date = parseDate(value);
  if (!date) return t`Invalid date`;
  return new Intl.DateTimeFormat(intlLocale(), style).format(date);
}

export const formatCardDate = (value: string | null | undefined) => formatDisplayDate(value, CARD_DATE);

export const formatDateTime = (value: string | null | undefined, style: DateStyle = DATE_TIME) =>
  formatDisplayDate(value, style);

/**
 * A number in the reader's digits and grouping ("1,234", "۱٬۲۳۴"). Lingui writes a plural's `#` through
 * Intl but puts a plain `{name}` value in as it is (String: Latin digits), so a number a translated text
 * names goes in formatted by this: `const shown = formatNumber(count)`, or `ph({ total: formatNumber(n) })`
 * where the name holds the number for other uses.
 */
export const formatNumber = (value: number, options?: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(intlLocale(), options).format(value);

/** A number that names rather than counts (a year, a version): the reader's digits, no grouping ("2026"). */
export const formatNumeral = (value: number) => formatNumber(value, { useGrouping: false });

export const formatRating = (rating: number | null | undefined) =>
  formatNumber(rating ?? 0, {
    minimumFractionDigits: RATING_DECIMALS,
    maximumFractionDigits: RATING_DECIMALS,
  });

/** "No ratings yet", "1 rating", "23 ratings": the same words wherever a count is shown. */
export function formatRatingCount(count: number | null | undefined) {
  const ratings = count ?? 0;
  return plural(ratings, { 0: 'No ratings yet', one: '# rating', other: '# ratings' });
}
