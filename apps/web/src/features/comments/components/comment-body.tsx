// A comment's body as plain text (issue 29): http and https links become links that open in a new tab,
// everything else is text React escapes (`<b>` shows as `<b>`). Never HTML: no dangerouslySetInnerHTML.
const URL_PATTERN = /https?:\/\/[^\s<>"']+/gi;
// Punctuation that ends a sentence or closes a bracket after a link is not part of it.
const TRAILING = /[.,;:!?)\]}'"]+$/;

export type BodyPart = { text: string; href?: string };

/** The body split into text and links, in order. */
export function bodyParts(body: string): BodyPart[] {
  const parts: BodyPart[] = [];
  let at = 0;
  for (const match of body.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    const url = match[0].replace(TRAILING, '');
    const href = safeHref(url);
    if (!href) continue;
    if (start > at) parts.push({ text: body.slice(at, start) });
    parts.push({ text: url, href });
    at = start + url.length;
  }
  if (at < body.length) parts.push({ text: body.slice(at) });
  return parts;
}

function safeHref(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

export function CommentBody({ body }: { body: string }) {
  return (
    <p dir="auto" className="text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-700">
      {bodyParts(body).map((part, index) =>
        part.href ? (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one body never move.
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900"
          >
            {part.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one body never move.
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}
