import { describe, expect, it } from 'vitest';
import { type MessageCatalog, translatableText, translateText } from './message-template.ts';
import { SERVER_MSG } from './messages.ts';
import { SHARING_MSG } from './sharing.ts';

/** A catalog that knows the German of two texts, filling values as ICU would for these simple ones. */
const german: MessageCatalog = {
  messages: {
    'Unknown category: {name}': 1,
    'Prompt not found': 1,
    [SHARING_MSG.scope]: 1,
  },
  _: (id, values = {}) => {
    const texts: Record<string, string> = {
      'Unknown category: {name}': 'Unbekannte Kategorie: {name}',
      'Prompt not found': 'Prompt nicht gefunden',
      [SHARING_MSG.scope]: 'scope muss all, public, internal, shared, mine oder group:{id} sein',
    };
    return (texts[id] ?? id).replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
  },
};

describe('texts with values (issue 31)', () => {
  it('fill their template as written, and are known by it again', () => {
    const text = SERVER_MSG.unknownCategory('Tea {time}');
    expect(text).toBe('Unknown category: Tea {time}');
    expect(translatableText(text)).toEqual({
      id: 'Unknown category: {name}',
      values: { name: 'Tea {time}' },
    });
    expect(translatableText('Prompt not found')).toEqual({ id: 'Prompt not found' });
  });

  it('are translated with their values in place; other texts stay as they are', () => {
    expect(translateText(german, SERVER_MSG.unknownCategory('Tee'))).toBe('Unbekannte Kategorie: Tee');
    expect(translateText(german, SERVER_MSG.promptNotFound)).toBe('Prompt nicht gefunden');
    expect(translateText(german, 'Something a person wrote')).toBe('Something a person wrote');
  });

  it('keep the braces of a text that is no template', () => {
    expect(translateText(german, SHARING_MSG.scope)).toBe(
      'scope muss all, public, internal, shared, mine oder group:{id} sein',
    );
  });
});
