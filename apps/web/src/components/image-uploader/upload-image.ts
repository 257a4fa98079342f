// POST /api/v1/assets/image/upload with upload progress (fetch cannot report it, so XMLHttpRequest),
// answering the stored image's URL. `purpose` says what the image is for: the server keeps an animated
// GIF or WebP only for an avatar and refuses one for a prompt, with a message the uploader shows.
// Its own failure messages are shown too, so they are translated (the active language's).
import { t } from '@lingui/core/macro';
import { AUTH_TOKEN_KEY, type ImageUploadPurpose } from '@prompt-lib/contract';

const IMAGE_BASE = '/api/v1/assets/image';

/**
 * The image URL from an upload answer (spec §3): `url` when given, else the last path segment of
 * `message` or `data`, minus an "uploaded", "image" or "file" prefix.
 */
export function imageUrlFrom(answer: unknown): string | null {
  if (answer && typeof answer === 'object' && 'url' in answer && typeof answer.url === 'string')
    return answer.url;
  const raw =
    typeof answer === 'string'
      ? answer
      : answer && typeof answer === 'object'
        ? ((answer as { message?: unknown; data?: unknown }).message ?? (answer as { data?: unknown }).data)
        : null;
  if (typeof raw !== 'string') return null;
  const id = raw
    .split('/')
    .filter(Boolean)
    .pop()
    ?.replace(/^(uploaded|image|file)[-_]?/i, '');
  return id ? `${IMAGE_BASE}/${id}` : null;
}

export function uploadImage(
  file: Blob,
  name: string,
  onProgress: (fraction: number) => void,
  purpose: ImageUploadPurpose = 'prompt',
): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${IMAGE_BASE}/upload?purpose=${purpose}`);
    const token = window.localStorage.getItem(AUTH_TOKEN_KEY);
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new Error(t`Network error while uploading`));
    request.onload = () => {
      let body: unknown = request.responseText;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // not JSON: keep the text
      }
      if (request.status < 200 || request.status >= 300) {
        const message = (body as { message?: string; error?: string } | null)?.message;
        const status = request.status;
        reject(new Error(message || t`Error: ${status}`));
        return;
      }
      const url = imageUrlFrom(body);
      if (url) resolve(url);
      else reject(new Error(t`No valid image name returned from server`));
    };
    const form = new FormData();
    form.append('file', file, name);
    request.send(form);
  });
}
