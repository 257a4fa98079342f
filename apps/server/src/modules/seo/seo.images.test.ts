import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext } from '../../test/app.ts';
import { addPrompt, seedTaxonomy, type TestUser } from '../prompts/test-data.ts';
import { fakeWebBuild } from './test-shell.ts';

// The server's pages draw a prompt's first image as the app will (same size, same srcset), so the
// browser fetches the right copy from the HTML and nothing shifts when the app takes over.
describe('images on server-rendered pages', () => {
  let ctx: TestContext;
  let owner: TestUser;
  const own = `/api/v1/assets/image/${'ab'.repeat(32)}`;
  beforeAll(async () => {
    ctx = await createTestApp({ WEB_DIST: fakeWebBuild() });
    owner = await createUser(ctx);
    await seedTaxonomy(ctx);
  });
  afterAll(() => ctx.close());

  it('gives a prompt page its first image with a srcset, a size and a high fetch priority', async () => {
    const prompt = await addPrompt(ctx, owner, {
      title: 'Pictured',
      imageUrls: [own, 'https://example.com/b.png'],
    });
    const html = (await ctx.app.inject({ method: 'GET', url: `/explorer/prompt/${prompt.id}` })).body;
    expect(html).toContain(`srcset="${own}?w=320 320w, ${own}?w=480 480w`);
    expect(html).toContain('alt="Pictured, image 1 of 2" width="1280" height="720" fetchpriority="high"');
  });

  it('draws the explorer cards with their images, the first ones eager and the rest lazy', async () => {
    for (let i = 0; i < 4; i++) await addPrompt(ctx, owner, { title: `Card ${i}`, imageUrls: [own] });
    const html = (await ctx.app.inject({ method: 'GET', url: '/main' })).body;
    expect(html.match(/width="640" height="360" fetchpriority="high"/g)).toHaveLength(3);
    expect(html).toContain('width="640" height="360" loading="lazy"');
  });

  it("draws the landing's first card eager, as it shows on a phone's first screen, and the rest lazy", async () => {
    for (let i = 0; i < 2; i++) await addPrompt(ctx, owner, { title: `Landing ${i}`, imageUrls: [own] });
    const html = (await ctx.app.inject({ method: 'GET', url: '/' })).body;
    expect(html.match(/width="640" height="360" fetchpriority="high"/g)).toHaveLength(1);
    expect(html).toContain('width="640" height="360" loading="lazy"');
  });

  it('leaves an image from elsewhere without a srcset', async () => {
    const prompt = await addPrompt(ctx, owner, { title: 'Linked', imageUrls: ['https://example.com/c.png'] });
    const html = (await ctx.app.inject({ method: 'GET', url: `/explorer/prompt/${prompt.id}` })).body;
    expect(html).toContain('<img src="https://example.com/c.png" alt="Linked, image 1 of 1"');
  });
});
