// Conditional GETs: whether a client's If-None-Match names the answer it would get (then 304).

/** If-None-Match's weak comparison (RFC 9110 §13.1.2): any listed tag, W/ or not, or `*`. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === opaque;
  });
}
