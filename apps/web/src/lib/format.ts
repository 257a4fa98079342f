// Display formats of spec §2/§9: dates ("MMMM d, yyyy" on details, "MMM d, yyyy" on cards, with the time
// for expiries and the audit log) with the "Unknown date" / "Invalid date" fallbacks, ratings with one
// decimal and how many ratings there are.
import { RATING_DECIMALS } from '@prompt-lib/contract';
import { format as formatDate, isValid, parse, parseISO } from 'date-fns';

export const DETAIL_DATE = 'MMMM d, yyyy';
export const CARD_DATE = 'MMM d, yyyy';

/** Reads ISO 8601, dd-MM-yyyy (the original back end's format) and text with a bracketed suffix. */
export function parseDate(value: string): Date | null {
  const text = value.replace(/\s*[[(].*$/, '').trim();
  if (!text) return null;
  const candidates = [
    parseISO(text),
    parse(text, 'dd-MM-yyyy HH:mm:ss', new Date()),
    parse(text, 'dd-MM-yyyy', new Date()),
    new Date(text),
  ];
  return candidates.find((date) => isValid(date)) ?? null;
}

export function formatDisplayDate(value: string | null | undefined, pattern: string = DETAIL_DATE): string {
  if (value === null || value === undefined || value.trim() === '') return 'Unknown date';
  const date = parseDate(value);
  return date ? formatDate(date, pattern) : 'Invalid date';
}

export const formatCardDate = (value: string | null | undefined) => formatDisplayDate(value, CARD_DATE);

/** A moment in the reader's time zone, "Mar 5, 2024, 14:05" (expiries), with seconds for the audit log. */
export const DATE_TIME = 'MMM d, yyyy, HH:mm';
export const DATE_TIME_SECONDS = 'MMM d, yyyy, HH:mm:ss';
export const formatDateTime = (value: string | null | undefined, pattern: string = DATE_TIME) =>
  formatDisplayDate(value, pattern);

export const formatRating = (rating: number | null | undefined) => (rating ?? 0).toFixed(RATING_DECIMALS);

/** "No ratings yet", "1 rating", "23 ratings": the same words wherever a count is shown. */
export const formatRatingCount = (count: number | null | undefined) =>
  !count ? 'No ratings yet' : count === 1 ? '1 rating' : `${count} ratings`;
