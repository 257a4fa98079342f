// Smaller copies of the images this server stores: WebP at fixed widths, which the server makes on
// demand (apps/server modules/images/variants.ts) and the web app and the server's pages ask for in
// `srcset`, so a phone downloads a picture its own size rather than the upload. A fixed list, so a
// client cannot fill the disk with sizes of its own.
export const IMAGE_VARIANT_WIDTHS = [320, 480, 640, 800, 960, 1280] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

const OWN_IMAGE = /^\/api\/v1\/assets\/image\/[0-9a-f]{64}$/;

/** The image's `srcset`, or undefined for one this server did not store (a pasted URL). */
export function imageSrcSet(
  url: string,
  widths: readonly ImageVariantWidth[] = IMAGE_VARIANT_WIDTHS,
): string | undefined {
  return OWN_IMAGE.test(url) ? widths.map((width) => `${url}?w=${width} ${width}w`).join(', ') : undefined;
}

/**
 * What an upload is for (`POST /api/v1/assets/image/upload?purpose=`): an animated GIF or WebP is kept
 * only for a profile picture; left out, the upload is taken as a prompt image.
 */
export const IMAGE_UPLOAD_PURPOSES = ['prompt', 'avatar'] as const;
export type ImageUploadPurpose = (typeof IMAGE_UPLOAD_PURPOSES)[number];
