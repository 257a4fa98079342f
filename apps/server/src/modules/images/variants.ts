// Smaller copies of a stored image for the web app's `srcset`: WebP at a few fixed widths, made with
// sharp on the first request and kept on disk under DATA_DIR/image-variants (a cache: losing it only
// costs a re-encode; each instance keeps its own). No schema change: the original in the database
// stays the one source, and a variant's name (id + width) says everything it depends on. The widths
// are the contract's IMAGE_VARIANT_WIDTHS, which the web app asks for too. GIFs are answered as stored: they may be animated.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImageVariantWidth } from '@prompt-lib/contract';
import type { Db } from '../../db/client.ts';
import { findImage, imageExists, type StoredImage } from './repository.ts';

const WEBP = 'image/webp';
/** Requests for a variant being made wait for that one encode instead of starting another. */
const making = new Map<string, Promise<StoredImage | null>>();

export function imageVariant(db: Db, dataDir: string, id: string, width: ImageVariantWidth) {
  const key = `${id}-${width}`;
  let pending = making.get(key);
  if (!pending) {
    pending = makeVariant(db, path.join(dataDir, 'image-variants'), id, width).finally(() =>
      making.delete(key),
    );
    making.set(key, pending);
  }
  return pending;
}

async function makeVariant(db: Db, folder: string, id: string, width: ImageVariantWidth) {
  const file = path.join(folder, `${id}-${width}.webp`);
  const cached = await readFile(file).catch(() => null);
  // A kept copy outlives its original on disk: it is served only while the original is stored.
  if (cached) return (await imageExists(db, id)) ? { contentType: WEBP, data: cached } : null;
  const original = await findImage(db, id);
  if (!original || original.contentType === 'image/gif') return original;
  const { default: sharp } = await import('sharp');
  const data = await sharp(original.data)
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 75 })
    .toBuffer();
  // Written under a temporary name and renamed, so a reader never sees half a file. A read-only or
  // full disk only means the next request encodes again.
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  await mkdir(folder, { recursive: true })
    .then(() => writeFile(temporary, data))
    .then(() => rename(temporary, file))
    .catch(() => {});
  return { contentType: WEBP, data };
}
