// Placeholders, version 2 (issue 30): types, optional fields, automatic values, includes, and the
// properties any text keeps through parse and fill.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  automaticValues,
  chosenOptions,
  fillPlaceholders,
  fillSegments,
  includesOf,
  isTimeZone,
  parsePlaceholders,
  parsePrompt,
  placeholderProblem,
  splitPlaceholders,
  unavailableIncludes,
} from './placeholders.ts';

const names = (content: string) => parsePlaceholders(content).map((placeholder) => placeholder.name);

describe('typed placeholders', () => {
  it('reads each type after a "#", with its default where it fits the type', () => {
    expect(
      parsePlaceholders(
        '[notes#long] [notes2#long: Line one | still one] [count#number] [pages#number: 5] [due#date] [start#date: 2024-02-29] [langs#multi: en | fr | en | de]',
      ),
    ).toEqual([
      { name: 'notes', type: 'long', required: true },
      { name: 'notes2', type: 'long', defaultValue: 'Line one | still one', required: false },
      { name: 'count', type: 'number', required: true },
      { name: 'pages', type: 'number', defaultValue: '5', required: false },
      { name: 'due', type: 'date', required: true },
      { name: 'start', type: 'date', defaultValue: '2024-02-29', required: false },
      { name: 'langs', type: 'multi', choices: ['en', 'fr', 'de'], required: true },
    ]);
  });

  it('ignores a default that does not fit its type, and a multi without options', () => {
    expect(
      parsePlaceholders('[a#number: five] [b#date: 2023-02-29] [c#date: 01/02/2024] [d#multi] [e#multi: | ]'),
    ).toEqual([
      { name: 'a', type: 'number', required: true },
      { name: 'b', type: 'date', required: true },
      { name: 'c', type: 'date', required: true },
      { name: 'd', required: true },
      { name: 'e', required: true },
    ]);
  });

  it('keeps a "#" that is not followed by a type word as part of the name', () => {
    expect(names('Review this [C# code] and [item #2] and [x#Long] and [y#numbers] [#long]')).toEqual([
      'C# code',
      'item #2',
      'x#Long',
      'y#numbers',
    ]);
  });

  it('refuses values that do not fit the type, and accepts those that do', () => {
    const [count, due, langs, plain] = parsePlaceholders(
      '[count#number] [due#date] [langs#multi: en | fr] [p]',
    );
    if (!count || !due || !langs || !plain) throw new Error('four fields expected');
    expect(['12', '-3.5', '3,5', ' 7 '].map((value) => placeholderProblem(count, value))).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(['five', '1e3', '12 apples', '--1'].map((value) => placeholderProblem(count, value))).toEqual(
      Array(4).fill('Enter a number'),
    );
    expect(placeholderProblem(due, '2024-02-29')).toBeNull();
    expect(
      ['2023-02-29', '2024-13-01', 'tomorrow', '29/02/2024'].map((v) => placeholderProblem(due, v)),
    ).toEqual(Array(4).fill('Enter a date as yyyy-mm-dd'));
    expect(placeholderProblem(langs, 'en, fr')).toBeNull();
    expect(placeholderProblem(langs, 'en, es')).toBe('Choose from: en, fr');
    expect(placeholderProblem(plain, 'anything at all')).toBeNull();
    expect(placeholderProblem(count, '  ')).toBeNull();
    expect(chosenOptions(langs, 'fr, en, es')).toEqual(['en', 'fr']);
  });

  it('fills a multi with its options joined by ", "', () => {
    expect(fillPlaceholders('Speak [langs#multi: en | fr | de].', { langs: 'en, de' })).toBe('Speak en, de.');
  });
});

describe('optional placeholders', () => {
  it('reads "?" after the name or the type, with or without a default', () => {
    expect(parsePlaceholders('[note?] [tone?: warm] [extra#long?] [when?#date] [?] [ ? : x]')).toEqual([
      { name: 'note', optional: true, required: false },
      { name: 'tone', defaultValue: 'warm', optional: true, required: false },
      { name: 'extra', type: 'long', optional: true, required: false },
      { name: 'when', type: 'date', optional: true, required: false },
    ]);
  });

  it('drops an empty optional placeholder with one adjacent space', () => {
    expect(fillPlaceholders('Write a [style?] poem about [topic].', { topic: 'tea' })).toBe(
      'Write a poem about tea.',
    );
    expect(fillPlaceholders('[intro?] Then the rest.', {})).toBe('Then the rest.');
    expect(fillPlaceholders('Ends here [outro?]', {})).toBe('Ends here');
    expect(fillPlaceholders('A [x?] [y?] b', {})).toBe('A b');
    expect(fillPlaceholders('Write a [style?] poem.', { style: 'short' })).toBe('Write a short poem.');
    expect(fillPlaceholders('Write a [style?: long] poem.', {})).toBe('Write a long poem.');
    expect(fillPlaceholders('Write a [style?] poem.', {}, { dropOptional: false })).toBe(
      'Write a [style?] poem.',
    );
  });
});

describe('automatic values', () => {
  const automatic = automaticValues(new Date('2026-11-26T09:05:00Z'), {
    locale: 'en-US',
    timeZone: 'UTC',
    me: 'ada',
  });

  it('writes today and now out in full in the reader’s language and time zone', () => {
    expect(automatic).toEqual({
      today: 'Thursday, November 26, 2026',
      now: 'Thursday, November 26, 2026 at 9:05 AM',
      me: 'ada',
    });
    const tokyo = automaticValues(new Date('2026-11-26T20:00:00Z'), {
      locale: 'en-US',
      timeZone: 'Asia/Tokyo',
    });
    expect(tokyo.today).toBe('Friday, November 27, 2026');
    expect(
      automaticValues(new Date('2026-11-26T09:05:00Z'), { locale: 'fr-FR', timeZone: 'UTC' }).today,
    ).toBe('jeudi 26 novembre 2026');
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });

  it('fills them without asking; "[@me]" is the field "me" for a visitor', () => {
    const content = 'On [@today] at [@now], [@me] asks about [topic]. [@other] [@ today]';
    expect(names(content)).toEqual(['me', 'topic', '@other', '@ today']);
    expect(parsePlaceholders(content, { signedIn: true }).map((field) => field.name)).toEqual([
      'topic',
      '@other',
      '@ today',
    ]);
    expect(fillPlaceholders('On [@today], [@me] asks.', {}, { automatic })).toBe(
      'On Thursday, November 26, 2026, ada asks.',
    );
    const { me: _signedOut, ...visitor } = automatic;
    expect(fillPlaceholders('[@me] asks at [@now].', { me: 'Bob' }, { automatic: visitor })).toBe(
      'Bob asks at Thursday, November 26, 2026 at 9:05 AM.',
    );
    expect(fillPlaceholders('[@me] asks on [@today].', {})).toBe('[@me] asks on [@today].');
  });
});

describe('includes', () => {
  it('lists the prompts a content includes, once each, and does not take them for placeholders', () => {
    expect(includesOf('[[prompt: 42]] then [[ prompt:7 ]] and [[prompt: 42]], not x[[prompt: 9]]')).toEqual([
      42, 7,
    ]);
    expect(names('[[prompt: 42]] [[prompt: x]] [[prompt: 1] [topic]')).toEqual(['prompt', 'topic']);
    expect(splitPlaceholders('See [[prompt: 3]].')).toEqual([
      { text: 'See ' },
      { text: '[[prompt: 3]]', include: 3 },
      { text: '.' },
    ]);
  });

  it('splices included texts in, merging shared fields, to three levels', () => {
    const included = new Map<number, string | null>([
      [1, 'Tone: [tone: warm | dry]. [[prompt: 2]]'],
      [2, 'Audience [who]. [[prompt: 3]]'],
      [3, 'Level three [deep]. [[prompt: 4]]'],
      [4, 'Too deep [never].'],
      [5, null],
    ]);
    const content = 'Write to [who] in a [tone] tone. [[prompt: 1]] [[prompt: 5]] [[prompt: 6]]';
    expect(parsePrompt(content, included).map((field) => field.name)).toEqual(['who', 'tone', 'deep']);
    expect(parsePrompt(content, included)[1]).toMatchObject({ choices: ['warm', 'dry'] });
    expect(fillPlaceholders(content, { who: 'kids', deep: 'x' }, { included })).toBe(
      'Write to kids in a warm tone. Tone: warm. Audience kids. Level three x. [[prompt: 4]] [unavailable prompt 5] [[prompt: 6]]',
    );
    expect(unavailableIncludes(content, included)).toEqual([5]);
    const segments = fillSegments(content, {}, { included });
    expect(segments.find((segment) => segment.unavailable)).toEqual({
      text: '[unavailable prompt 5]',
      unavailable: 5,
    });
    // Without the texts, a reference stays as written.
    expect(fillPlaceholders(content, { who: 'a', tone: 'b' })).toBe(
      'Write to a in a b tone. [[prompt: 1]] [[prompt: 5]] [[prompt: 6]]',
    );
  });

  it('stops at three levels when prompts include each other', () => {
    const included = new Map([
      [1, 'A [x] [[prompt: 2]]'],
      [2, 'B [[prompt: 1]]'],
    ]);
    expect(fillPlaceholders('[[prompt: 1]]', { x: '!' }, { included })).toBe('A ! B A ! [[prompt: 2]]');
  });
});

describe('edge cases', () => {
  it('leaves code indexes, Markdown links, nesting and unclosed brackets alone with the new forms', () => {
    const content = [
      '```csharp',
      'var first = items[0]; // [C# code]',
      '```',
      'See [the docs#long](https://example.com) and [a [b#number]] and [unclosed#date and [ok?].',
    ].join('\n');
    expect(parsePlaceholders(content)).toEqual([
      { name: 'C# code', required: true },
      { name: 'b', type: 'number', required: true },
      { name: 'ok', optional: true, required: false },
    ]);
  });

  it('reads 100 placeholders and a 100 KB prompt quickly', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => `[field_${i}#number: ${i}]`).join(' ');
    expect(parsePlaceholders(hundred)).toHaveLength(100);
    const big = `${'Lorem ipsum [topic] dolor [[prompt: 1]] sit [n#number] amet. '.repeat(1700)}`;
    expect(big.length).toBeGreaterThan(100_000);
    const started = Date.now();
    expect(names(big)).toEqual(['topic', 'n']);
    const included = new Map([[1, big.slice(0, 50_000)]]);
    expect(fillPlaceholders(big, { topic: 'x', n: '1' }, { included }).length).toBeGreaterThan(100_000);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('properties', () => {
  // Text made of the characters that matter to the parser, so brackets and forms occur often.
  const text = fc
    .array(
      fc.constantFrom(
        '[',
        ']',
        '[[',
        ']]',
        ':',
        '|',
        '#',
        '?',
        '@',
        ' ',
        '\n',
        '(',
        'a',
        'b',
        'x1',
        'long',
        'number',
        'date',
        'multi',
        'today',
        'me',
        'prompt',
        '5',
        '2024-01-02',
        '\\',
      ),
      { maxLength: 60 },
    )
    .map((parts) => parts.join(''));
  const anyText = fc.oneof(text, fc.string({ maxLength: 80 }));

  it('fills nothing and changes nothing when no value is given and defaults are off', () => {
    fc.assert(
      fc.property(anyText, (content) => {
        const same = fillPlaceholders(content, {}, { useDefaults: false, dropOptional: false });
        expect(same).toBe(content);
        expect(parsePlaceholders(same)).toEqual(parsePlaceholders(content));
      }),
      { numRuns: 2000 },
    );
  });

  it('fills with the fields’ own defaults exactly as with no values, and keeps every character when split', () => {
    fc.assert(
      fc.property(anyText, (content) => {
        const fields = parsePlaceholders(content);
        const defaults = Object.fromEntries(fields.map((field) => [field.name, field.defaultValue]));
        expect(fillPlaceholders(content, defaults)).toBe(fillPlaceholders(content, {}));
        expect(
          splitPlaceholders(content)
            .map((segment) => segment.text)
            .join(''),
        ).toBe(content);
        for (const field of fields) {
          expect(field.required).toBe(field.defaultValue === undefined && !field.optional);
          if (field.defaultValue !== undefined)
            expect(placeholderProblem(field, field.defaultValue)).toBeNull();
        }
      }),
      { numRuns: 2000 },
    );
  });
});
