// Writing text to the clipboard. The async Clipboard API needs a secure context (https or localhost);
// a self-hosted instance reached over plain http on a LAN has none, so a hidden textarea and
// execCommand('copy') stand in there.

export async function writeClipboard(text: string): Promise<void> {
  if (window.isSecureContext && navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    if (!document.execCommand('copy')) throw new Error('The browser refused to copy');
  } finally {
    area.remove();
  }
}
