// Hands a downloaded Blob to the browser as a file. Downloads that need the bearer token (which a plain
// link cannot send) come back from apiDownload as a Blob and are saved through an object URL.

export function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: some browsers start reading the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
