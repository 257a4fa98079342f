import { describe, expect, it } from 'vitest';
import { imageSrcSet } from './images.ts';

const own = `/api/v1/assets/image/${'a1'.repeat(32)}`;

describe('imageSrcSet', () => {
  it('lists the WebP widths of an image this server stores', () => {
    expect(imageSrcSet(own, [320, 640])).toBe(`${own}?w=320 320w, ${own}?w=640 640w`);
  });

  it('leaves images from elsewhere alone', () => {
    expect(imageSrcSet('https://example.com/picture.png')).toBeUndefined();
    expect(imageSrcSet(`${own}?w=320`)).toBeUndefined();
  });
});
