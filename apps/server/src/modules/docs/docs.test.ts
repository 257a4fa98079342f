// /api/docs: every call of spec §7 is documented, from the schemas the routes validate with.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.ts';

const SPEC_CALLS = [
  'post /auth/login',
  'post /auth/register',
  'get /auth/me',
  'put /auth/me',
  'post /api/v1/assets/image/upload',
  'get /api/v1/assets/image/{id}',
  'get /api/prompts/',
  'post /api/prompts/',
  'get /api/prompts/{id}',
  'put /api/prompts/{id}',
  'delete /api/prompts/{id}',
  'put /api/prompts/{id}/trending',
  'put /api/prompts/{id}/featured',
  'put /api/prompts/{id}/new',
  'put /api/prompts/{id}/status',
  'get /api/prompts/search',
  'get /api/prompts/category/{category}',
  'get /api/prompts/tag/{tag}',
  ...['trending', 'featured', 'new', 'my-prompts', 'my-trending', 'my-featured', 'my-new'].map(
    (list) => `get /api/prompts/${list}`,
  ),
  'get /api/categories/',
  'post /api/categories/',
  'put /api/categories/{id}',
  'delete /api/categories/{id}',
  'get /api/tags/',
  'post /api/tags/',
  'put /api/tags/{id}',
  'delete /api/tags/{id}',
  'get /api/saved-prompts/',
  'post /api/saved-prompts/{promptId}',
  'delete /api/saved-prompts/{promptId}',
  'get /api/saved-prompts/check/{promptId}',
  'post /api/prompt-usage/record',
];

describe('API documentation', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('documents every call of the spec in an OpenAPI 3 document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const documented = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`),
    );
    expect(documented).toEqual(expect.arrayContaining(SPEC_CALLS));
    expect(documented.some((call) => call.includes('/api/docs') || call.includes('/api/health'))).toBe(false);
  });

  it('describes bodies and answers from the route schemas, with the bearer scheme', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    const create = doc.paths['/api/prompts/'].post;
    expect(create.security).toEqual([{ bearerAuth: [] }]);
    const body = create.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(expect.arrayContaining(['title', 'content', 'categories', 'tags']));
    const login = doc.paths['/auth/login'].post.responses['200'].content['application/json'].schema;
    expect(Object.keys(login.properties)).toEqual(expect.arrayContaining(['token', 'user']));
  });

  it('serves the browsable UI', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('swagger-ui');
  });
});
