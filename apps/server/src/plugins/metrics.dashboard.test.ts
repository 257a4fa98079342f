// The Grafana dashboard (deploy/grafana-dashboard.json) against what the server exposes: an importable
// dashboard on one Prometheus data source, whose every query names metrics and labels that /metrics
// has, and which shows every metric of ours, so that the two cannot drift apart.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app.ts';
import { testEngine } from '../test/database.ts';
import { families, samples } from '../test/metrics-text.ts';

const TOKEN = 'metrics-token-0123456789';
const dashboardFile = path.join(import.meta.dirname, '../../../../deploy/grafana-dashboard.json');

type Panel = {
  type: string;
  title: string;
  datasource?: { type: string; uid: string };
  targets?: { expr: string }[];
};
type Dashboard = {
  schemaVersion: number;
  __inputs: { name: string; pluginId: string }[];
  panels: Panel[];
  templating: { list: { definition: string }[] };
};

describe(`the Grafana dashboard against /metrics on ${testEngine}`, () => {
  let ctx: TestContext;
  let exposedText: string;
  const dashboard = JSON.parse(readFileSync(dashboardFile, 'utf8')) as Dashboard;
  const panels = dashboard.panels.filter((panel) => panel.type !== 'row');
  const expressions = [
    ...panels.flatMap((panel) => (panel.targets ?? []).map((target) => target.expr)),
    ...dashboard.templating.list.map((variable) => variable.definition),
  ];

  beforeAll(async () => {
    ctx = await createTestApp({ METRICS_TOKEN: TOKEN });
    // A request, so that the request histogram has a series (and its labels) to show.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/categories' })).statusCode).toBe(200);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    exposedText = res.body;
  });
  afterAll(() => ctx.close());

  it('imports into Grafana with the Prometheus data source the operator picks', () => {
    expect(dashboard.schemaVersion).toBeGreaterThanOrEqual(39);
    expect(dashboard.__inputs).toEqual([
      expect.objectContaining({ name: 'DS_PROMETHEUS', pluginId: 'prometheus' }),
    ]);
    for (const panel of panels) {
      // biome-ignore lint/suspicious/noTemplateCurlyInString: Grafana's placeholder for the chosen data source
      expect(panel.datasource, panel.title).toEqual({ type: 'prometheus', uid: '${DS_PROMETHEUS}' });
      expect(panel.targets?.length, panel.title).toBeGreaterThan(0);
    }
  });

  it('queries only metrics and labels the server exposes, and shows every metric of ours', () => {
    const exposed = families(exposedText);
    // A histogram's series are its family's name with _bucket, _count or _sum.
    const family = (name: string) => (exposed.has(name) ? name : name.replace(/_(bucket|count|sum)$/, ''));
    // The embedded database has no pool: those panels stay empty there.
    const absentHere = (name: string) => testEngine === 'pglite' && name.startsWith('promptlib_db_pool_');
    const missing: string[] = [];
    const used = new Set<string>();
    for (const expression of expressions) {
      for (const [, name = ''] of expression.matchAll(/\b((?:promptlib|nodejs|process)_\w+)/g)) {
        used.add(family(name));
        if (!exposed.has(family(name)) && !absentHere(name)) missing.push(name);
      }
      // Every label a selector matches on is one its metric has (`instance` is Prometheus's own).
      for (const [, name = '', matchers = ''] of expression.matchAll(/\b(promptlib_\w+)\{([^}]*)\}/g)) {
        if (absentHere(name)) continue;
        const labels = new Set(
          samples(exposedText).flatMap((sample) => (sample.name === name ? Object.keys(sample.labels) : [])),
        );
        for (const [, label = ''] of matchers.matchAll(/(\w+)\s*(?:=~|!~|!=|=)/g)) {
          if (label !== 'instance' && !labels.has(label)) missing.push(`${name}{${label}}`);
        }
      }
    }
    expect(missing).toEqual([]);
    const ours = [...exposed].filter((name) => name.startsWith('promptlib_'));
    expect(ours.filter((name) => !used.has(name))).toEqual([]);
  });
});
