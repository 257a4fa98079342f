// Turns uploaded bytes into the bytes we store: only real JPEG, PNG, WebP and GIF images get through,
// decompression bombs are refused from their header, EXIF orientation is applied and every piece of
// metadata (EXIF, GPS, ICC, XMP) is dropped by re-encoding in the same format. An animated image is
// refused from its header unless the caller allows it (a profile picture).
import { MAX_IMAGE_PIXELS, SERVER_MSG } from '@prompt-lib/contract';
import type { Sharp } from 'sharp';
import { badRequest } from '../../http-errors.ts';

export type ProcessedImage = { data: Buffer; contentType: string; width: number; height: number };

type Format = 'jpeg' | 'png' | 'webp' | 'gif';

const CONTENT_TYPES: Record<Format, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

// An allowed animated GIF or WebP stays animated: the avatar uploader accepts GIFs, and a first frame
// alone would silently change what the user chose. Every frame counts towards the pixel cap.
const ENCODERS: Record<Format, (image: Sharp) => Sharp> = {
  jpeg: (image) => image.jpeg({ quality: 85, mozjpeg: true }),
  png: (image) => image.png(),
  webp: (image) => image.webp({ quality: 85 }),
  gif: (image) => image.gif(),
};

const isFormat = (format: string | undefined): format is Format => !!format && format in CONTENT_TYPES;

export type ProcessOptions = {
  /** false: an image of more than one frame (animated GIF or WebP) is a 400. */
  allowAnimated?: boolean;
};

export async function processImage(
  input: Buffer,
  { allowAnimated = true }: ProcessOptions = {},
): Promise<ProcessedImage> {
  // sharp throws at once on an empty buffer, outside the promise the checks below catch.
  if (input.length === 0) throw badRequest(SERVER_MSG.notAnImage);
  // Loaded on first use: libvips adds tens of megabytes to a server that may never see an upload.
  const { default: sharp } = await import('sharp');
  // The header alone says what the file is and how many pixels it would decode to.
  const header = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw badRequest(SERVER_MSG.notAnImage);
    });
  if (!isFormat(header.format) || !header.width || !header.height) throw badRequest(SERVER_MSG.notAnImage);
  const animated = (header.pages ?? 1) > 1;
  // Before the pixel cap: for a prompt image "no animation" is the message that helps.
  if (animated && !allowAnimated) throw badRequest(SERVER_MSG.animatedAvatarOnly);
  if (header.width * header.height * (header.pages ?? 1) > MAX_IMAGE_PIXELS) {
    throw badRequest(SERVER_MSG.imageTooManyPixels);
  }

  // failOn 'error': refuse corrupt or truncated pixel data, tolerate the harmless warnings many cameras cause.
  const decoder = sharp(input, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS, animated }).rotate();
  const { data, info } = await ENCODERS[header.format](decoder)
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw badRequest(SERVER_MSG.notAnImage);
    });
  return {
    data,
    contentType: CONTENT_TYPES[header.format],
    width: info.width,
    height: info.pageHeight ?? info.height,
  };
}
