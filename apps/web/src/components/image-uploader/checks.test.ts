import { describe, expect, it } from 'vitest';
import { fitWithin } from '../../lib/resize-image.ts';
import { checkFiles, moveItem } from './checks.ts';
import { imageUrlFrom } from './upload-image.ts';

const file = (name: string, type: string, size = 1000) => new File([new Uint8Array(size)], name, { type });

describe('uploader checks', () => {
  it('refuses other types with the spec message, and GIF except for avatars', () => {
    const files = [file('a.txt', 'text/plain'), file('b.gif', 'image/gif'), file('c.png', 'image/png')];
    const gallery = checkFiles(files, { existing: 0, maxFiles: 5, variant: 'gallery' });
    expect(gallery.accepted.map((f) => f.name)).toEqual(['c.png']);
    expect(gallery.errors).toEqual(['Please select valid image files (JPEG, PNG, WebP)']);
    const avatar = checkFiles([file('b.gif', 'image/gif')], { existing: 0, maxFiles: 1, variant: 'avatar' });
    expect(avatar).toEqual({ accepted: [expect.objectContaining({ name: 'b.gif' })], errors: [] });
  });

  it('refuses files over 5 MB with the variant’s message', () => {
    const big = file('huge.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1);
    expect(checkFiles([big], { existing: 0, maxFiles: 5, variant: 'gallery' }).errors).toEqual([
      'File "huge.jpg" is too large. Maximum size is 5MB',
    ]);
    expect(checkFiles([big], { existing: 0, maxFiles: 1, variant: 'avatar' }).errors).toEqual([
      'File size must be less than 5MB',
    ]);
  });

  it('keeps to the maximum count, counting the images already there', () => {
    const three = ['1', '2', '3'].map((n) => file(`${n}.webp`, 'image/webp'));
    const result = checkFiles(three, { existing: 3, maxFiles: 5, variant: 'gallery' });
    expect(result.accepted.map((f) => f.name)).toEqual(['1.webp', '2.webp']);
    expect(result.errors).toEqual(['Maximum 5 images allowed']);
  });

  it('moves an item to a new place', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
  });

  it('fits the long side within 1200 px and never enlarges', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1200, height: 900 });
    expect(fitWithin(1000, 3000)).toEqual({ width: 400, height: 1200 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });

  it('reads the image URL from the upload answer', () => {
    expect(imageUrlFrom({ message: 'abc', url: '/api/v1/assets/image/abc' })).toBe(
      '/api/v1/assets/image/abc',
    );
    expect(imageUrlFrom({ message: '/files/uploaded_abc123.png' })).toBe('/api/v1/assets/image/abc123.png');
    expect(imageUrlFrom('image-xyz')).toBe('/api/v1/assets/image/xyz');
    expect(imageUrlFrom({})).toBeNull();
  });
});
