// The hostile input the fuzz (hostile-input.test.ts) sends: strings that are huge, empty, full of NUL
// and control characters or unpaired surrogates, numbers that are negative, huge or fractional, search
// syntax and SQL, prototype-pollution keys, deep nesting, broken JSON and multipart, wrong content types.
import fc from 'fast-check';

const char = (min: number, max: number) => fc.integer({ min, max }).map((code) => String.fromCharCode(code));

const SPECIAL = [
  '',
  ' ',
  '0',
  '-1',
  '-0',
  '1.5',
  '1e309',
  '1e-7',
  'NaN',
  'Infinity',
  '9007199254740993',
  '99999999999999999999999',
  '0x10',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  "' OR 1=1 --",
  '"; DROP TABLE prompts; --',
  "'); DELETE FROM users; --",
  '$1',
  'a & b | !c',
  'foo:*',
  '<-> <2>',
  "''",
  '\\',
  '%',
  '_',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF',
  'x\uDBFFy',
  '\u202E\u200B\uFEFF',
  '../../etc/passwd',
  '__proto__',
  'constructor',
  '<script>alert(1)</script>',
  '\r\nX-Injected: 1',
  'createdAt,desc',
  'title,asc',
  'rating,sideways',
  'Writing',
  'email',
  'COPY',
  'published',
  'draft',
  'mine',
  'saved',
  'csv',
  'embed',
] as const;

const searchSyntax = fc
  .array(
    fc.constantFrom(
      '&',
      '|',
      '!',
      '<->',
      ':*',
      '(',
      ')',
      "'",
      '"',
      '-',
      'or',
      'OR',
      'write',
      'topic',
      ' ',
      '\\',
      '*',
    ),
    {
      maxLength: 12,
    },
  )
  .map((parts) => parts.join(''));

/** A string a client should never be trusted to send well. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...SPECIAL) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: char(0, 0x1f), maxLength: 10 }) },
  { weight: 1, arbitrary: fc.string({ unit: char(0xd800, 0xdfff), maxLength: 4 }) },
  { weight: 2, arbitrary: searchSyntax },
  { weight: 1, arbitrary: fc.integer({ min: 200, max: 300_000 }).map((n) => 'x'.repeat(n)) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, -0, 1.5, 2 ** 31, 2 ** 53 + 2, Number.MAX_VALUE, 1e-300),
);

/** Keys that would pollute a prototype if anything merged them naively. */
export const PROTO_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  '__proto__[isAdmin]',
  'constructor[prototype][role]',
];

/** JSON values of any type (all but undefined), nested a few levels. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom(...PROTO_KEYS)), tie('value'), {
      maxKeys: 4,
    }),
  ),
})).value;

/** JSON text of an object with these keys; written by hand so that `__proto__` is an own key. */
export function objectText(entries: [string, unknown][]): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`).join(',')}}`;
}

/** A URL-safe form of any string, lone surrogates included (they go as the bytes of U+FFFD). */
export function encode(value: string): string {
  return [...Buffer.from(value, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

/** Already-encoded URL pieces that are broken on their own: bad escapes, invalid UTF-8, NUL. */
export const brokenEscape = fc.constantFrom(
  '%',
  '%zz',
  '%ED%A0%80',
  '%FF%FE',
  '%00',
  '%C0%AF',
  '%E2%82',
  '..',
  '%2e%2e%2f',
);

export type Body = { payload?: string | Buffer; contentType?: string };

const multipart = (boundary: string, parts: string) => `--${boundary}\r\n${parts}\r\n--${boundary}--\r\n`;

/**
 * A value a field could well be sent (an enum's member, an account's e-mail, a link's token), so that
 * requests get past validation to the route's own work; undefined for a field with none.
 */
export type Plausible = (field: string) => fc.Arbitrary<unknown> | undefined;

/**
 * Entries over every field, each mostly plausible, sometimes hostile or missing: a nearly valid input,
 * which reaches the route's handler, with one part now and then that it must still refuse cleanly.
 * Null when no field has a plausible value.
 */
export function nearlyValid<T>(
  fields: string[],
  plausible: Plausible,
  hostile: fc.Arbitrary<T>,
): fc.Arbitrary<[string, unknown][]> | null {
  if (!fields.some((field) => plausible(field))) return null;
  const entry = (field: string) =>
    fc.oneof(
      { weight: 6, arbitrary: (plausible(field) ?? hostile).map((value) => [[field, value]]) },
      { weight: 1, arbitrary: hostile.map((value) => [[field, value]]) },
      { weight: 1, arbitrary: fc.constant([]) },
    ) as fc.Arbitrary<[string, unknown][]>;
  return fc.tuple(...fields.map(entry)).map((parts) => parts.flat());
}

/**
 * A request body: none, a JSON object over the route's field names (nearly valid ones among them,
 * when `plausible` knows values for its fields), broken JSON, or the wrong type.
 */
export function hostileBody(fields: string[], method: string, plausible?: Plausible): fc.Arbitrary<Body> {
  const key = fc.oneof(
    { weight: 4, arbitrary: fields.length ? fc.constantFrom(...fields) : fc.constant('name') },
    { weight: 1, arbitrary: fc.constantFrom(...PROTO_KEYS) },
    { weight: 1, arbitrary: hostileString },
  );
  const json = (payload: string) => ({ payload, contentType: 'application/json' });
  const multipartBody = fc.tuple(hostileString, hostileString).map(([name, content]) => ({
    payload: multipart(
      'XyZ',
      `Content-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n${content}`,
    ),
    contentType: 'multipart/form-data; boundary=XyZ',
  }));
  const brokenMultipart = fc.constantFrom<Body>(
    {
      payload: '--XyZ\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc',
      contentType: 'multipart/form-data; boundary=XyZ',
    },
    { payload: 'no boundary here', contentType: 'multipart/form-data' },
    {
      payload: multipart('XyZ', 'garbage without headers'),
      contentType: 'multipart/form-data; boundary=XyZ',
    },
    {
      payload: multipart('B', 'Content-Disposition: form-data; name="other"\r\n\r\nvalue'),
      contentType: 'multipart/form-data; boundary=B',
    },
  );
  const brokenJson = fc
    .constantFrom(
      '{',
      '{"title":',
      '{"a":1,}',
      "{'a':1}",
      'nul',
      '[1,2',
      '\u0000',
      '{"a":"\\ud800"}',
      '{"a":1}{"b":2}',
      '"',
    )
    .map(json);
  const wrongType = fc
    .tuple(
      fc.constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/xml',
        'application/json; charset=utf-16',
        'image/png',
        '',
      ),
      hostileString,
    )
    .map(([contentType, payload]) => ({ payload, contentType }));
  const deep = fc
    .integer({ min: 1, max: 20_000 })
    .map((depth) => json(`{"${fields[0] ?? 'a'}":${'['.repeat(depth)}${']'.repeat(depth)}}`));
  const nearly = plausible && nearlyValid(fields, plausible, hostileJson);
  // Most weight on JSON over the route's own fields, where validation has the most to get wrong; a GET
  // mostly goes without a body, as clients send it.
  return fc.oneof(
    ...(nearly ? [{ weight: 8, arbitrary: nearly.map((entries) => json(objectText(entries))) }] : []),
    { weight: method === 'GET' ? 20 : 3, arbitrary: fc.constant<Body>({}) },
    {
      weight: 8,
      arbitrary: fc
        .array(fc.tuple(key, hostileJson), { maxLength: 8 })
        .map((entries) => json(objectText(entries))),
    },
    { weight: 2, arbitrary: hostileJson.map((value) => json(JSON.stringify(value) ?? 'null')) },
    { weight: 1, arbitrary: deep },
    { weight: 2, arbitrary: brokenJson },
    { weight: 1, arbitrary: wrongType },
    { weight: 1, arbitrary: multipartBody },
    { weight: 1, arbitrary: brokenMultipart },
    { weight: 1, arbitrary: fc.constant(json(`{"title":"${'y'.repeat(1024 * 1024)}"}`)) },
  );
}
