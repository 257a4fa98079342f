import { describe, expect, it } from 'vitest';
import { ACCOUNT_MSG } from './accounts.ts';
import { type MessageCatalog, translatableText, translateText } from './message-template.ts';
import { maxImages, SERVER_MSG } from './messages.ts';
import { SHARING_MSG } from './sharing.ts';

/** A catalog that knows the German of two texts, filling values as ICU would for these simple ones. */
const german: MessageCatalog = {
  locale: 'de',
  messages: {
    'Unknown category: {name}': 1,
    'Sign in with {providers}': 1,
    'Prompt not found': 1,
    [SHARING_MSG.scope]: 1,
  },
  _: (id, values = {}) => {
    const texts: Record<string, string> = {
      'Unknown category: {name}': 'Unbekannte Kategorie: {name}',
      'Sign in with {providers}': 'Melden Sie sich mit {providers} an',
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

  it('join a list as the language joins one', () => {
    expect(ACCOUNT_MSG.ssoOnly(['Acme ID', 'Beta ID'])).toBe('Sign in with Acme ID or Beta ID');
    const three = ACCOUNT_MSG.ssoOnly(['Acme ID', 'Beta ID', 'Corp SSO']);
    expect(three).toBe('Sign in with Acme ID, Beta ID, or Corp SSO');
    expect(translatableText(three)).toEqual({
      id: 'Sign in with {providers}',
      values: { providers: ['Acme ID', 'Beta ID', 'Corp SSO'] },
    });
    expect(translateText(german, three)).toBe('Melden Sie sich mit Acme ID, Beta ID oder Corp SSO an');
    expect(translateText(german, ACCOUNT_MSG.ssoOnly(['Acme ID']))).toBe('Melden Sie sich mit Acme ID an');
    const domains = ACCOUNT_MSG.registrationDomains(['example.org', 'corp.example', 'lab.example']);
    expect(domains).toBe('Registration is limited to addresses at example.org, corp.example, lab.example');
    expect(translatableText(domains).values).toEqual({
      domains: ['example.org', 'corp.example', 'lab.example'],
    });
  });

  it("write a number in the language's digits, and as it was filled in English", () => {
    const text = maxImages(5);
    expect(text).toBe('Maximum 5 images allowed');
    expect(translatableText(text)).toEqual({ id: 'Maximum {n} images allowed', values: { n: 5 } });
    const catalog = (locale: string): MessageCatalog => ({
      locale,
      messages: { 'Maximum {n} images allowed': 1 },
      _: (id, values = {}) => id.replace('{n}', String(values.n)),
    });
    expect(translateText(catalog('fa'), text)).toBe(
      `Maximum ${new Intl.NumberFormat('fa').format(5)} images allowed`,
    );
    expect(translateText(catalog('en'), text)).toBe('Maximum 5 images allowed');
  });
});
