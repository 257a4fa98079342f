// `npm run audit`'s decision on npm audit's report: high and critical advisories block unless an
// exception accepts them, until its date.
import { describe, expect, it } from 'vitest';
import { type AuditJson, blockingAdvisories, readExceptions } from './audit-report.ts';

const advisory = (severity: string, id: string) => ({
  source: 1,
  name: `pkg-${id}`,
  title: `Advisory ${id}`,
  url: `https://github.com/advisories/GHSA-${id}`,
  severity,
  range: '<2.0.0',
});

const report: AuditJson = {
  vulnerabilities: {
    'pkg-a': { via: [advisory('critical', 'a'), advisory('low', 'l')] },
    'pkg-b': { via: [advisory('high', 'b'), 'pkg-a'] },
    'pkg-c': { via: [advisory('moderate', 'm')] },
    // The same advisory reached through two packages counts once.
    'pkg-d': { via: [advisory('high', 'b')] },
  },
};

describe('npm run audit', () => {
  const today = new Date('2026-11-23');

  it('blocks on high and critical advisories, each once', () => {
    expect(blockingAdvisories(report, [], today).map((found) => found.url)).toEqual([
      'https://github.com/advisories/GHSA-a',
      'https://github.com/advisories/GHSA-b',
    ]);
  });

  it('lets an exception accept an advisory until its date, and no longer', () => {
    const exceptions = readExceptions([
      {
        advisory: 'https://github.com/advisories/GHSA-a',
        reason: 'Only reachable from the CLI.',
        until: '2026-12-31',
      },
      {
        advisory: 'https://github.com/advisories/GHSA-b',
        reason: 'Fixed upstream soon.',
        until: '2026-11-01',
      },
    ]);
    expect(blockingAdvisories(report, exceptions, today).map((found) => found.url)).toEqual([
      'https://github.com/advisories/GHSA-b',
    ]);
  });

  it('refuses an exception without its advisory, reason or date', () => {
    expect(() => readExceptions({})).toThrow('must be a list');
    expect(() => readExceptions([{ advisory: 'x', until: '2027-01-01' }])).toThrow('item 1');
    expect(() => readExceptions([{ advisory: 'x', reason: 'Because.', until: 'soon' }])).toThrow('as a date');
  });
});
