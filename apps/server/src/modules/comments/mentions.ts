// `@username` mentions in a comment's body (issue 29). Whom a comment mentions is all this says: the
// notice to those users belongs to the notifications work, which calls this (docs/decisions.md).
// A mention is `@` followed by letters, digits, `_`, `.` or `-`, not preceded by a letter, digit or
// one of those (so an e-mail address mentions no one); a trailing `.` or `-` ends the sentence, not
// the name. Names come back as written, once each, in order of first appearance (compared without
// case, as usernames are looked up).
const MENTION = /(?<![\p{L}\p{N}_.@-])@([\p{L}\p{N}_.-]+)/gu;

/** The usernames a comment body mentions, at most `limit` of them. */
export function mentionedUsernames(body: string, limit = 20): string[] {
  const names = new Map<string, string>();
  for (const match of body.matchAll(MENTION)) {
    const name = (match[1] ?? '').replace(/[.-]+$/, '');
    if (name === '' || names.has(name.toLowerCase())) continue;
    names.set(name.toLowerCase(), name);
    if (names.size === limit) break;
  }
  return [...names.values()];
}
