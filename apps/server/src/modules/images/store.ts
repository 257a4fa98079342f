// The one way an image enters the database, shared by the upload call and the demo data.
import { createHash } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { type ProcessOptions, processImage } from './processing.ts';
import { insertImage } from './repository.ts';

export const IMAGE_BASE_PATH = '/api/v1/assets/image';
/** Image ids are the SHA-256 (lower-case hex) of the stored bytes. */
export const IMAGE_ID_PATTERN = /^[0-9a-f]{64}$/;

export const imageUrl = (id: string) => `${IMAGE_BASE_PATH}/${id}`;

export async function storeImage(
  db: Db,
  input: Buffer,
  uploadedBy: number | null,
  options: ProcessOptions = {},
): Promise<{ id: string; url: string }> {
  const image = await processImage(input, options);
  const id = createHash('sha256').update(image.data).digest('hex');
  await insertImage(db, { id, ...image, byteSize: image.data.length, uploadedBy });
  return { id, url: imageUrl(id) };
}
