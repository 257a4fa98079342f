import { afterEach, describe, expect, it } from 'vitest';
import {
  DATE_TIME_SECONDS,
  formatCardDate,
  formatDateTime,
  formatDisplayDate,
  formatNumber,
  formatNumeral,
  formatRating,
  formatRatingCount,
} from './format.ts';
import { i18n } from './i18n.ts';

describe('formatDisplayDate', () => {
  it('formats ISO dates as "MMMM d, yyyy"', () => {
    expect(formatDisplayDate('2024-03-05T10:20:30.000Z')).toBe('March 5, 2024');
    expect(formatDisplayDate('2024-12-25')).toBe('December 25, 2024');
  });

  it('reads dd-MM-yyyy, with or without a time', () => {
    expect(formatDisplayDate('05-03-2024')).toBe('March 5, 2024');
    expect(formatDisplayDate('31-01-2023 14:05:00')).toBe('January 31, 2023');
  });

  it('ignores a bracketed suffix', () => {
    expect(formatDisplayDate('2024-03-05T10:20:30 [UTC]')).toBe('March 5, 2024');
    expect(formatDisplayDate('05-03-2024 (server time)')).toBe('March 5, 2024');
  });

  it('falls back to "Unknown date" when missing and "Invalid date" when unparsable', () => {
    expect(formatDisplayDate(null)).toBe('Unknown date');
    expect(formatDisplayDate(undefined)).toBe('Unknown date');
    expect(formatDisplayDate('  ')).toBe('Unknown date');
    expect(formatDisplayDate('not a date')).toBe('Invalid date');
    expect(formatDisplayDate('45-13-2024')).toBe('Invalid date');
  });
});

describe('formatCardDate', () => {
  it('uses the short month like "Mar 5, 2024"', () => {
    expect(formatCardDate('2024-03-05T12:00:00Z')).toBe('Mar 5, 2024');
    expect(formatCardDate(null)).toBe('Unknown date');
  });
});

describe('formatDateTime', () => {
  it('adds the local time, with seconds when asked', () => {
    // Built from local parts, so the expectation holds in any time zone the tests run in.
    const local = new Date(2024, 2, 5, 14, 5, 9).toISOString();
    expect(formatDateTime(local)).toBe('Mar 5, 2024, 14:05');
    expect(formatDateTime(local, DATE_TIME_SECONDS)).toBe('Mar 5, 2024, 14:05:09');
    expect(formatDateTime(null)).toBe('Unknown date');
  });
});

describe('formatRating', () => {
  it('shows one decimal', () => {
    expect(formatRating(4)).toBe('4.0');
    expect(formatRating(4.26)).toBe('4.3');
    expect(formatRating(null)).toBe('0.0');
  });
});

describe('formatRatingCount', () => {
  it('says none, one or how many', () => {
    expect(formatRatingCount(0)).toBe('No ratings yet');
    expect(formatRatingCount(1)).toBe('1 rating');
    expect(formatRatingCount(23)).toBe('23 ratings');
  });
});

describe('in another language', () => {
  afterEach(() => i18n.activate('en'));

  it("uses the language's own forms of dates, times and numbers", () => {
    i18n.loadAndActivate({ locale: 'de', messages: {} });
    expect(formatDisplayDate('2024-03-05T10:20:30.000Z')).toBe('5. März 2024');
    expect(formatCardDate('2024-03-05T12:00:00Z')).toBe('05.03.2024');
    expect(formatDateTime(new Date(2024, 2, 5, 14, 5, 9).toISOString())).toBe('05.03.2024, 14:05');
    expect(formatRating(4.26)).toBe('4,3');

    i18n.loadAndActivate({ locale: 'ja', messages: {} });
    expect(formatDisplayDate('2024-03-05T10:20:30.000Z')).toBe('2024年3月5日');
  });

  it('writes a count grouped, and a year or a version without grouping, in its digits', () => {
    expect(formatNumber(1234)).toBe('1,234');
    expect(formatNumeral(2026)).toBe('2026');
    i18n.loadAndActivate({ locale: 'fa', messages: {} });
    expect(formatNumber(1234)).toBe('۱٬۲۳۴');
    expect(formatNumeral(2026)).toBe('۲۰۲۶');
  });
});
