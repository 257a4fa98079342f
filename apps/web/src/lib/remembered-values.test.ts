import { parsePlaceholders } from '@prompt-lib/contract';
import { describe, expect, it } from 'vitest';
import { clearRemembered, readRemembered, rememberValues } from './remembered-values.ts';

describe('remembered values', () => {
  const placeholders = parsePlaceholders('[company] [tone: formal | casual] [topic]');

  it('remembers used values by name, forgets a value equal to the default and ignores blanks', () => {
    rememberValues(placeholders, { company: 'Acme', tone: 'casual', topic: 'tea' });
    rememberValues(placeholders, { company: 'Globex', tone: 'formal', topic: '  ' });
    expect(readRemembered()).toEqual({ company: 'Globex', topic: 'tea' });
  });

  it('forgets everything on clear', () => {
    rememberValues(placeholders, { company: 'Acme' });
    clearRemembered();
    expect(readRemembered()).toEqual({});
    expect(window.localStorage.length).toBe(0);
  });

  it('keeps the 200 most recently used names', () => {
    for (let i = 0; i < 205; i++) rememberValues(parsePlaceholders(`[name ${i}]`), { [`name ${i}`]: 'x' });
    const names = Object.keys(readRemembered());
    expect(names).toHaveLength(200);
    expect(names[0]).toBe('name 5');
  });

  it('survives broken or foreign storage', () => {
    window.localStorage.setItem('rememberedPlaceholderValues', '{not json');
    expect(readRemembered()).toEqual({});
    window.localStorage.setItem('rememberedPlaceholderValues', '{"company":"Acme","count":3}');
    expect(readRemembered()).toEqual({ company: 'Acme' });
  });
});
