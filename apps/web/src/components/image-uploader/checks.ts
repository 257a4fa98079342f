// The uploader's checks (spec §5): type, size and count, with the spec's messages. Pure, so the
// messages are tested without a browser.
import {
  ACCEPTED_AVATAR_TYPES,
  ACCEPTED_IMAGE_TYPES,
  fileTooLarge,
  MAX_IMAGE_BYTES,
  MSG,
  maxImages,
} from '@prompt-lib/contract';

export type UploaderVariant = 'gallery' | 'avatar';

export function checkFiles(
  files: File[],
  { existing, maxFiles, variant }: { existing: number; maxFiles: number; variant: UploaderVariant },
): { accepted: File[]; errors: string[] } {
  const types: readonly string[] = variant === 'avatar' ? ACCEPTED_AVATAR_TYPES : ACCEPTED_IMAGE_TYPES;
  const errors = new Set<string>();
  const valid = files.filter((file) => {
    if (!types.includes(file.type)) {
      errors.add(MSG.invalidImageType);
      return false;
    }
    if (file.size > MAX_IMAGE_BYTES) {
      errors.add(variant === 'avatar' ? MSG.avatarTooLarge : fileTooLarge(file.name));
      return false;
    }
    return true;
  });
  // An avatar is replaced rather than added to; a gallery keeps what it has.
  const room = variant === 'avatar' ? maxFiles : Math.max(0, maxFiles - existing);
  if (valid.length > room) errors.add(maxImages(maxFiles));
  return { accepted: valid.slice(0, room), errors: [...errors] };
}

/** The list with the item at `from` moved to `to` (drag to reorder). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return next;
  next.splice(to, 0, moved);
  return next;
}
