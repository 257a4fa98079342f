// What `npm run audit` decides from `npm audit --json`: the high and critical advisories of the
// production dependencies that no accepted exception (audit-exceptions.json) covers.

/** An advisory as `npm audit --json` (report version 2) names it in a vulnerability's `via`. */
type Advisory = {
  source?: number;
  name: string;
  title: string;
  url: string;
  severity: string;
  range?: string;
};
export type AuditJson = {
  vulnerabilities?: Record<string, { via: (Advisory | string)[] }>;
  /** Without `vulnerabilities`, why npm could not ask (its shape differs by failure). */
  error?: { summary?: string };
  message?: string;
};
/** An accepted advisory: why it does not matter here, and until when that was judged. */
export type AuditException = { advisory: string; reason: string; until: string };

const BLOCKING = new Set(['high', 'critical']);

export function blockingAdvisories(report: AuditJson, exceptions: AuditException[], today: Date): Advisory[] {
  const accepted = new Set(
    exceptions
      .filter((exception) => new Date(exception.until) >= today)
      .map((exception) => exception.advisory),
  );
  const found = new Map<string, Advisory>();
  for (const vulnerability of Object.values(report.vulnerabilities ?? {})) {
    for (const via of vulnerability.via) {
      // A string names another vulnerable package, whose own entry lists the advisory.
      if (typeof via === 'string' || !BLOCKING.has(via.severity) || accepted.has(via.url)) continue;
      found.set(via.url, via);
    }
  }
  return [...found.values()];
}

/** Exceptions must say which advisory, why, and until when; anything else is a mistake in the file. */
export function readExceptions(json: unknown): AuditException[] {
  if (!Array.isArray(json)) throw new Error('audit-exceptions.json must be a list');
  return json.map((item, i) => {
    const { advisory, reason, until } = (item ?? {}) as Record<string, unknown>;
    if (typeof advisory !== 'string' || typeof reason !== 'string' || !reason.trim()) {
      throw new Error(`audit-exceptions.json, item ${i + 1}: give "advisory" (its URL) and a "reason"`);
    }
    if (typeof until !== 'string' || Number.isNaN(Date.parse(until))) {
      throw new Error(`audit-exceptions.json, item ${i + 1}: give "until" as a date (YYYY-MM-DD)`);
    }
    return { advisory, reason, until };
  });
}
