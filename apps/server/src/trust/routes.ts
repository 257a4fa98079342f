// The server's own route table, read from Fastify's router (printRoutes), for the authorization matrix
// and the hostile-input fuzz: a route added to the server is in both without anyone listing it.
import type { App } from '../app.ts';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** Swagger UI's assets and document: a plugin's static files, not our API. */
const SKIPPED_PREFIXES = ['/api/docs'];

/**
 * Every route as `METHOD /url/pattern`, sorted: HEAD twins of GET routes left out, a prefix's
 * `/api/x` and `/api/x/` folded into one (Fastify registers both for a plugin's `/` route).
 */
export function serverRoutes(app: App): string[] {
  const found = new Set<string>();
  const paths: string[] = [];
  // One tree per method: printed together, routes of different methods with a parameter in the same
  // place merge their names (`PUT /api/users/:id` and `GET /api/users/:username/profile` would read
  // `:id|:username`). One line per node: "│   ├── segment (GET)"; depth from the indentation.
  const lines = METHODS.flatMap((method) => app.printRoutes({ commonPrefix: false, method }).split('\n'));
  for (const line of lines) {
    const branch = line.search(/[├└]── /);
    if (branch < 0) continue;
    const depth = branch / 4;
    const match = /^(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line.slice(branch + 4));
    if (!match) continue;
    const [, segment = '', methods] = match;
    paths.length = depth;
    const url = (paths[depth - 1] ?? '') + segment;
    paths[depth] = url;
    if (!methods || SKIPPED_PREFIXES.some((prefix) => url.startsWith(prefix))) continue;
    const folded = url.length > 1 ? url.replace(/\/$/, '') : url;
    for (const method of methods.split(', ')) {
      if (method !== 'HEAD') found.add(`${method} ${folded}`);
    }
  }
  return [...found].sort();
}

/** `/api/prompts/:id/versions/:n` with the params filled in (a pattern's regexp part dropped). */
export function fillPath(pattern: string, params: Record<string, string | number>): string {
  return pattern.replace(/:(\w+)(\([^)]*\))?/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for :${name} in ${pattern}`);
    return String(value);
  });
}
