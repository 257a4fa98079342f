// `srcset` for the images this server stores: WebP copies at fixed widths (the server's
// modules/images/variants.ts makes the same ones on demand), so a phone downloads a picture its own
// size rather than the upload. Images from elsewhere (a pasted URL) are left as they are.
const OWN_IMAGE = /^\/api\/v1\/assets\/image\/[0-9a-f]{64}$/;

export const IMAGE_WIDTHS = [320, 480, 640, 800, 960, 1280] as const;

/** The image's `srcset`, or undefined for an image this server did not store. */
export function imageSrcSet(src: string, widths: readonly number[] = IMAGE_WIDTHS): string | undefined {
  if (!OWN_IMAGE.test(src)) return undefined;
  return widths.map((width) => `${src}?w=${width} ${width}w`).join(', ');
}

/** A card's image: the full width of the column on a phone, half or a third of the page beyond. */
export const CARD_IMAGE_SIZES =
  '(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';
