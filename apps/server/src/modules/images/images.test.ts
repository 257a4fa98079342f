import { deflateSync } from 'node:zlib';
import { SERVER_MSG } from '@prompt-lib/contract';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { createTestApp, createUser, type TestContext } from '../../test/app.ts';
import { testEngine } from '../../test/database.ts';

const solid = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } });

/** A real animated image of three frames, made by sharp as a GIF or a WebP. */
async function animation(format: 'gif' | 'webp', width = 30, height = 20): Promise<Buffer> {
  const frames = await Promise.all(
    ['#f00', '#0f0', '#00f'].map((c) => solid(width, height, c).png().toBuffer()),
  );
  const joined = sharp(frames, { join: { animated: true } });
  return (format === 'gif' ? joined.gif({ loop: 0 }) : joined.webp({ loop: 0 })).toBuffer();
}

/** A valid PNG that declares width × height pixels yet compresses to a few hundred kilobytes. */
function pngBomb(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = (crcTable[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // 1-bit greyscale: the smallest possible raw rows
  const raw = Buffer.alloc((1 + Math.ceil(width / 8)) * height); // every row: filter 0, all black
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe(`images on ${testEngine}`, () => {
  let ctx: TestContext;
  let auth: { authorization: string };
  beforeAll(async () => {
    ctx = await createTestApp();
    ({ auth } = await createUser(ctx));
  });
  afterAll(() => ctx.close());

  function upload(
    bytes: Buffer,
    options: { name?: string; field?: string; headers?: Record<string, string>; purpose?: string } = {},
  ) {
    const form = new FormData();
    form.append(options.field ?? 'file', new Blob([new Uint8Array(bytes)]), options.name ?? 'picture.png');
    return ctx.app.inject({
      method: 'POST',
      url: '/api/v1/assets/image/upload',
      query: options.purpose === undefined ? {} : { purpose: options.purpose },
      payload: form,
      headers: options.headers ?? auth,
    });
  }

  const fetchImage = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });

  it.each([
    ['PNG', () => solid(64, 48, '#3366ff').png().toBuffer(), 'image/png', 'png'],
    ['JPEG', () => solid(64, 48, '#ff6633').jpeg().toBuffer(), 'image/jpeg', 'jpeg'],
    ['WebP', () => solid(64, 48, '#33cc66').webp().toBuffer(), 'image/webp', 'webp'],
    ['GIF', () => solid(64, 48, '#cc33cc').gif().toBuffer(), 'image/gif', 'gif'],
  ])('stores a %s and serves it back with its content type', async (_label, make, contentType, format) => {
    const res = await upload(await make());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toMatch(/^[0-9a-f]{64}$/);
    expect(body.url).toBe(`/api/v1/assets/image/${body.message}`);

    const served = await fetchImage(body.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(contentType);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual([format, 64, 48]);
  });

  it('applies the EXIF orientation and strips all metadata', async () => {
    const photo = await solid(80, 40, '#888888')
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: 'Someone', Artist: 'Camera owner' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const { url } = (await upload(photo, { name: 'photo.jpg' })).json();
    const served = await fetchImage(url);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([40, 80]);
  });

  it.each([
    ['GIF', 'gif', 'image/gif'],
    ['WebP', 'webp', 'image/webp'],
  ] as const)('keeps an animated %s uploaded as a profile picture animated', async (_label, format, type) => {
    const res = await upload(await animation(format), { name: `wave.${format}`, purpose: 'avatar' });
    expect(res.statusCode).toBe(201);
    const served = await fetchImage(res.json().url);
    expect(served.headers['content-type']).toBe(type);
    const meta = await sharp(served.rawPayload, { animated: true }).metadata();
    expect([meta.format, meta.pages, meta.pageHeight]).toEqual([format, 3, 20]);
  });

  it('takes a still GIF as a prompt image, with or without a purpose', async () => {
    const gif = await solid(26, 14, '#22aa88').gif().toBuffer();
    expect((await upload(gif, { name: 'still.gif' })).statusCode).toBe(201);
    expect((await upload(gif, { name: 'still.gif', purpose: 'prompt' })).statusCode).toBe(201);
  });

  it('refuses an unknown purpose', async () => {
    const res = await upload(await solid(8, 8, '#111').png().toBuffer(), { purpose: 'banner' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(res.json().message).toContain('purpose must be one of prompt, avatar');
  });

  it('stores the same picture once and answers the same id', async () => {
    const png = await solid(10, 10, '#123456').png().toBuffer();
    const first = (await upload(png)).json();
    const second = (await upload(png, { name: 'copy.png' })).json();
    expect(second).toEqual(first);
    const rows = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from images where id = ${first.message}`,
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('refuses a text file renamed .png', async () => {
    const res = await upload(Buffer.from('Just some notes, certainly not a picture.\n'.repeat(20)));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, message: SERVER_MSG.notAnImage });
  });

  it('refuses an empty file', async () => {
    const res = await upload(Buffer.alloc(0));
    expect(res.json()).toMatchObject({ statusCode: 400, message: SERVER_MSG.notAnImage });
  });

  it('refuses an SVG and a truncated JPEG', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect/></svg>');
    expect((await upload(svg, { name: 'x.svg' })).json().message).toBe(SERVER_MSG.notAnImage);
    const jpeg = await solid(200, 200, '#abcdef').jpeg().toBuffer();
    const cut = await upload(jpeg.subarray(0, jpeg.length / 2), { name: 'cut.jpg' });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().message).toBe(SERVER_MSG.notAnImage);
  });

  it('refuses a file over 5 MB', async () => {
    const res = await upload(Buffer.alloc(5 * 1024 * 1024 + 1, 7));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(SERVER_MSG.imageTooLarge);
  });

  it('refuses a file over 5 MB streamed over a real connection', async () => {
    // Over a socket the size limit can fall on the last chunk, which in-process injection never shows.
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const form = new FormData();
    const noise = await sharp({
      create: {
        width: 2000,
        height: 2000,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(5 * 1024 * 1024);
    form.append('file', new Blob([new Uint8Array(noise)]), 'noise.png');
    const res = await fetch(`${address}/api/v1/assets/image/upload`, {
      method: 'POST',
      body: form,
      headers: auth,
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toBe(SERVER_MSG.imageTooLarge);
  });

  it('refuses a decompression bomb from its header', async () => {
    const bomb = pngBomb(30_000, 30_000);
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    const res = await upload(bomb, { name: 'bomb.png' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(SERVER_MSG.imageTooManyPixels);
  });

  it('asks for a file when none is sent', async () => {
    const form = new FormData();
    form.append('title', 'no file here');
    const noFile = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/assets/image/upload',
      payload: form,
      headers: auth,
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe(SERVER_MSG.fileRequired);

    const png = await solid(8, 8, '#000').png().toBuffer();
    const wrongField = await upload(png, { field: 'image' });
    expect(wrongField.json().message).toBe(SERVER_MSG.fileRequired);

    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/assets/image/upload',
      payload: { file: 'abc' },
      headers: auth,
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(SERVER_MSG.fileRequired);
  });

  it('answers 400 to a malformed multipart body', async () => {
    for (const [payload, contentType] of [
      [
        '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
        'multipart/form-data; boundary=x',
      ],
      ['hello', 'multipart/form-data'],
    ]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/assets/image/upload',
        payload,
        headers: { ...auth, 'content-type': contentType },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(SERVER_MSG.fileRequired);
    }
  });

  it('answers 401 to an anonymous upload and stores nothing', async () => {
    const png = await solid(9, 9, '#fedcba').png().toBuffer();
    const res = await upload(png, { headers: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(SERVER_MSG.unauthorized);
    const rows = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from images where width = 9`,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('serves with a strong ETag and a year-long immutable cache, and answers 304 to a matching tag', async () => {
    const { message: id, url } = (await upload(await solid(12, 12, '#0a0b0c').png().toBuffer())).json();
    const res = await fetchImage(url);
    expect(res.headers.etag).toBe(`"${id}"`);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const again = await fetchImage(url, { 'if-none-match': `"other", "${id}"` });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(`"${id}"`);

    const changed = await fetchImage(url, { 'if-none-match': '"something-else"' });
    expect(changed.statusCode).toBe(200);
  });

  it('answers a JSON 404 for an unknown id and a 400 for a malformed one', async () => {
    const missing = await fetchImage(`/api/v1/assets/image/${'0'.repeat(64)}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ statusCode: 404, message: SERVER_MSG.imageNotFound });
    expect(missing.headers.etag).toBeUndefined();
    expect(String(missing.headers['cache-control'])).not.toContain('immutable');

    for (const junk of ['abc', `${'g'.repeat(64)}`, `${'a'.repeat(65)}`, 'uploaded-picture.png']) {
      const res = await fetchImage(`/api/v1/assets/image/${junk}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().statusCode).toBe(400);
    }
  });

  describe('hostile files', () => {
    const imageCount = async () =>
      (await queryRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from images`))[0]?.n;

    // Each case its own size, one no other test uploads, so no earlier row can hold its frames.
    it.each([
      { label: 'GIF', format: 'gif', purpose: undefined, width: 31 },
      { label: 'GIF', format: 'gif', purpose: 'prompt', width: 33 },
      { label: 'WebP', format: 'webp', purpose: undefined, width: 35 },
    ] as const)(
      'refuses an animated $label as a prompt image (purpose $purpose), stores nothing, takes it as an avatar',
      async ({ format, purpose, width }) => {
        const animated = await animation(format, width, 17);
        const before = await imageCount();
        const res = await upload(animated, { name: `dance.${format}`, purpose });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          statusCode: 400,
          error: 'Bad Request',
          message: SERVER_MSG.animatedAvatarOnly,
        });
        expect(await imageCount()).toBe(before);
        const rows = await queryRows<{ n: number }>(
          ctx.database.db,
          sql`select count(*)::int as n from images where width = ${width} and height = 17`,
        );
        expect(rows[0]?.n).toBe(0);

        // The same file is fine as a profile picture.
        const avatar = await upload(animated, { name: `dance.${format}`, purpose: 'avatar' });
        expect(avatar.statusCode).toBe(201);
        expect(await imageCount()).toBe((before ?? 0) + 1);
      },
    );

    it('strips GPS coordinates from a photo', async () => {
      const photo = await solid(40, 30, '#446688')
        .jpeg()
        .withExif({
          IFD3: {
            GPSLatitudeRef: 'N',
            GPSLatitude: '48/1 51/1 30/1',
            GPSLongitudeRef: 'E',
            GPSLongitude: '2/1 17/1 40/1',
          },
        })
        .toBuffer();
      expect((await sharp(photo).metadata()).exif?.length).toBeGreaterThan(0);
      const { url } = (await upload(photo, { name: 'holiday.jpg' })).json();
      const served = await fetchImage(url);
      expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
    });

    it('keeps only the picture of a polyglot, served as an image that browsers may not sniff', async () => {
      const payload = Buffer.from('<html><script>alert(document.cookie)</script></html>');
      const png = await solid(16, 16, '#ff00ff').png().toBuffer();
      const res = await upload(Buffer.concat([png, payload]), { name: 'innocent.png' });
      expect(res.statusCode).toBe(201);
      const served = await fetchImage(res.json().url);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.includes(payload)).toBe(false);
    });

    it('refuses an SVG carrying a script and a JPEG whose magic bytes are wrong', async () => {
      const svg = Buffer.from(
        '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      );
      expect((await upload(svg, { name: 'logo.png' })).json().message).toBe(SERVER_MSG.notAnImage);
      const jpeg = await solid(32, 32, '#00aa55').jpeg().toBuffer();
      const wrong = Buffer.from(jpeg);
      wrong.set([0x00, 0x00, 0x00], 0);
      expect((await upload(wrong, { name: 'photo.jpg' })).json().message).toBe(SERVER_MSG.notAnImage);
    });
  });
  describe('smaller copies for srcset', () => {
    it('answers a WebP at most w wide, made once and cached for a year, with its own ETag', async () => {
      const { message: id, url } = (await upload(await solid(1600, 900, '#4455aa').png().toBuffer())).json();
      const first = await fetchImage(`${url}?w=320`);
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toBe('image/webp');
      expect(first.headers.etag).toBe(`"${id}-w320"`);
      expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(first.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 180]);
      const again = await fetchImage(`${url}?w=320`);
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      const revalidated = await fetchImage(`${url}?w=320`, { 'if-none-match': `"${id}-w320"` });
      expect(revalidated.statusCode).toBe(304);
      // Never larger than the upload.
      const small = (await upload(await solid(200, 100, '#aa5544').png().toBuffer())).json();
      expect((await sharp((await fetchImage(`${small.url}?w=1280`)).rawPayload).metadata()).width).toBe(200);
    });

    it('refuses a width outside the list and answers 404 for an unknown image', async () => {
      const { url } = (await upload(await solid(40, 40, '#010203').png().toBuffer())).json();
      const odd = await fetchImage(`${url}?w=333`);
      expect(odd.statusCode).toBe(400);
      expect(odd.json().message).toContain('w must be one of 320, 480');
      expect((await fetchImage(`/api/v1/assets/image/${'0'.repeat(64)}?w=320`)).statusCode).toBe(404);
    });

    it('keeps a GIF as it is (it may be animated)', async () => {
      const { url } = (await upload(await solid(30, 20, '#cc33cc').gif().toBuffer())).json();
      const served = await fetchImage(`${url}?w=320`);
      expect(served.headers['content-type']).toBe('image/gif');
    });
  });
});
