// The page-side insertion, in a DOM without execCommand (jsdom), so the event fallbacks are what the
// page sees: a React-style controlled textarea takes the text only through the native setter, an
// editor that changes its own model on `beforeinput` gets the text once, and nothing focused or a
// read-only field is reported rather than written to.
import { afterEach, describe, expect, it } from 'vitest';
import { insertIntoFocusedField } from './insert.ts';

afterEach(() => {
  document.body.replaceChildren();
});

/** A textarea whose page only believes `input` events that go around its instance setter (React). */
function controlledTextarea(initial = '') {
  const field = document.createElement('textarea');
  document.body.append(field);
  const native = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value');
  let tracked = '';
  const model = { value: initial };
  Object.defineProperty(field, 'value', {
    configurable: true,
    get: () => native?.get?.call(field),
    set: (value: string) => {
      tracked = value;
      native?.set?.call(field, value);
    },
  });
  field.value = initial;
  field.addEventListener('input', () => {
    const value = native?.get?.call(field) as string;
    if (value !== tracked) model.value = value;
  });
  return { field, model };
}

describe('insertIntoFocusedField', () => {
  it('puts the text at the caret of a controlled textarea, and the page sees it', () => {
    const { field, model } = controlledTextarea('Hello  world');
    field.focus();
    field.setSelectionRange(6, 6);
    expect(insertIntoFocusedField('dear')).toBe('inserted');
    expect(model.value).toBe('Hello dear world');
    expect(field.selectionStart).toBe(10);
  });

  it('inserts once into an editor that keeps its own model from beforeinput', () => {
    const editor = document.createElement('div');
    editor.contentEditable = 'true';
    document.body.append(editor);
    let model = '';
    editor.addEventListener('beforeinput', (event) => {
      event.preventDefault();
      model += event.data ?? '';
      editor.textContent = model;
    });
    // jsdom has no isContentEditable; a browser sets it from the attribute.
    Object.defineProperty(editor, 'isContentEditable', { value: true });
    editor.tabIndex = 0;
    editor.focus();
    expect(insertIntoFocusedField('Write a reply')).toBe('inserted');
    expect(model).toBe('Write a reply');
  });

  it('writes nothing when no text field has focus or the field is read-only', () => {
    expect(insertIntoFocusedField('text')).toBe('no-field');
    const field = document.createElement('input');
    field.readOnly = true;
    document.body.append(field);
    field.focus();
    expect(insertIntoFocusedField('text')).toBe('no-field');
    expect(field.value).toBe('');
  });
});
