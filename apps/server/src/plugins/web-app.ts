// Serves the built web app: the build's compressed copies where the browser accepts them, hashed
// assets cached for a year, index.html never cached, and every path outside /api, /auth and
// /metrics falls back to index.html so client-side routes work on reload. The public pages (/, /main,
// /explorer/prompt/:id) are index.html with their own head and content, made by modules/seo.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export const isApiPath = (url: string) => /^\/(api|auth)(\/|\?|$)/.test(url);
/** Paths never answered with the web app: the API's, and Prometheus's (plugins/metrics.ts; 404 while off). */
const isServerPath = (url: string) => isApiPath(url) || /^\/metrics(\/|\?|$)/.test(url);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by @fastify/static on the route of each file of the web app. */
    file?: string;
  }
}

export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<boolean> {
  if (!existsSync(path.join(webDist, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    // The build's .br and .gz copies, sent to browsers that accept them.
    preCompressed: true,
    // modules/seo answers these itself; a copy in the build would be a second route for the path.
    globIgnore: ['robots.txt', 'sitemap.xml', 'sitemap/**', 'og/**'],
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}

export const wantsWebApp = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') && !isServerPath(request.url);

/** Whether a request reached one of the web app's files (each is a route of its own). */
export const isWebAppFile = (request: FastifyRequest) => request.routeOptions.config.file !== undefined;
