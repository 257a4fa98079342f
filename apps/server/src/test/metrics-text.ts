// Reads Prometheus's text format (what /metrics answers) in tests: its samples and metric families.

type Sample = { name: string; labels: Record<string, string>; value: number };

/** The samples of a text in Prometheus's format. */
export function samples(text: string): Sample[] {
  const found: Sample[] = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const pairs = [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)];
    found.push({
      name: match[1] as string,
      labels: Object.fromEntries(pairs.map(([, key, value]) => [key, value])),
      value: Number(match[3]),
    });
  }
  return found;
}

/** The sum of the samples of `name` that carry `labels`. */
export const total = (text: string, name: string, labels: Record<string, string> = {}) =>
  samples(text)
    .filter((s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value))
    .reduce((sum, s) => sum + s.value, 0);

/** The metric families a text declares (`# TYPE name kind`). */
export const families = (text: string) =>
  new Set([...text.matchAll(/^# TYPE (\S+) /gm)].map((m) => m[1] as string));
