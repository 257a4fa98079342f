// Client-side downscale before upload (spec §5, §9): at most 1200 px on the long side at quality 0.8,
// in the file's own format. GIFs (animated avatars) and images already small enough go as they are.
import { RESIZE_LONG_SIDE_PX, RESIZE_QUALITY } from '@prompt-lib/contract';

/** The size an image of width × height is drawn at so its long side is at most `limit`. */
export function fitWithin(width: number, height: number, limit = RESIZE_LONG_SIDE_PX) {
  const scale = Math.min(1, limit / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

export async function resizeImage(file: File): Promise<Blob> {
  if (file.type === 'image/gif' || typeof createImageBitmap !== 'function') return file;
  const bitmap = await createImageBitmap(file);
  const size = fitWithin(bitmap.width, bitmap.height);
  if (size.width === bitmap.width && size.height === bitmap.height) {
    bitmap.close();
    return file;
  }
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  const type = file.type === 'image/jpg' ? 'image/jpeg' : file.type;
  return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob ?? file), type, RESIZE_QUALITY));
}
