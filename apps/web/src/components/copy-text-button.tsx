// A small Copy button for a value shown next to it (the MCP address, a new token's secret). It says
// "Copied" for a moment, so a click is confirmed even when the toast is out of sight.
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { writeClipboard } from '../lib/copy.ts';
import { toast } from '../lib/toast.ts';
import { Button } from './ui/button.tsx';

export function CopyTextButton({
  text,
  label,
  copiedMessage,
}: {
  text: string;
  /** The accessible name, e.g. "Copy token". */
  label: string;
  copiedMessage: string;
}) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await writeClipboard(text);
      setCopied(true);
      toast.success(copiedMessage);
    } catch {
      toast.error(t`Could not copy to the clipboard. Select the text and copy it yourself.`);
    }
  };

  return (
    <Button variant="secondary" size="sm" onClick={copy} aria-label={label}>
      {copied ? <Check aria-hidden className="text-emerald-700" /> : <Copy aria-hidden />}
      {copied ? <Trans>Copied</Trans> : <Trans>Copy</Trans>}
    </Button>
  );
}
