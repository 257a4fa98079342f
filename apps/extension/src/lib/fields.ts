// The popup's form: one field per placeholder, by the same rules as the web app's customize dialog
// (apps/web/src/components/customize-dialog-field.tsx): a text input for a blank, a select for a
// choice, a text area for "#long", number and date inputs, checkboxes for "#multi" (the checked
// options joined with ", "); an optional field says so and may stay empty; a typed one only takes a
// value that fits, and says why under it.
import {
  chosenOptions,
  MULTI_SEPARATOR,
  type Placeholder,
  placeholderLabel,
  placeholderProblem,
} from '@prompt-lib/contract';
import { h } from './dom.ts';

export type Values = Record<string, string>;

/** Whether every required field has text and every typed value fits: Insert and Copy wait for it. */
export const isComplete = (placeholders: readonly Placeholder[], values: Values) =>
  placeholders.every(
    (placeholder) =>
      (placeholder.optional || values[placeholder.name]?.trim()) &&
      placeholderProblem(placeholder, values[placeholder.name] ?? '') === null,
  );

export function renderField(
  placeholder: Placeholder,
  index: number,
  value: string,
  onChange: (value: string) => void,
): HTMLElement {
  const id = `placeholder-${index}`;
  const name = placeholderLabel(placeholder.name);
  const label = placeholder.optional ? `${name} (optional)` : name;
  if (placeholder.type === 'multi') return multiField(placeholder, id, label, value, onChange);

  const problem = h('p', { class: 'field-problem', id: `${id}-problem`, 'aria-live': 'polite' });
  const showProblem = (text: string) => {
    const message = placeholderProblem(placeholder, text);
    problem.textContent = message ?? '';
    control.setAttribute('aria-invalid', message ? 'true' : 'false');
  };
  let control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
  if (placeholder.choices) {
    control = h('select', { id });
    if (placeholder.optional) control.append(h('option', { value: '' }, '—'));
    for (const choice of placeholder.choices) control.append(h('option', { value: choice }, choice));
  } else if (placeholder.type === 'long') {
    control = h('textarea', { id, rows: '4', placeholder: `Enter ${name.toLowerCase()}` });
  } else if (placeholder.type === 'number') {
    control = h('input', { id, type: 'number', inputmode: 'decimal', step: 'any' });
  } else if (placeholder.type === 'date') {
    control = h('input', { id, type: 'date' });
  } else {
    control = h('input', { id, type: 'text', placeholder: `Enter ${name.toLowerCase()}` });
  }
  control.value = value;
  control.setAttribute('aria-describedby', problem.id);
  control.addEventListener(placeholder.choices ? 'change' : 'input', () => {
    showProblem(control.value);
    onChange(control.value);
  });
  return h('div', { class: 'field' }, h('label', { for: id }, label), control, problem);
}

function multiField(
  placeholder: Placeholder,
  id: string,
  label: string,
  value: string,
  onChange: (value: string) => void,
): HTMLElement {
  const chosen = new Set(chosenOptions(placeholder, value));
  const options = placeholder.choices ?? [];
  const boxes = options.map((option, index) => {
    const box = h('input', { id: `${id}-${index}`, type: 'checkbox', checked: chosen.has(option) });
    box.addEventListener('change', () => {
      if (box.checked) chosen.add(option);
      else chosen.delete(option);
      onChange(options.filter((choice) => chosen.has(choice)).join(MULTI_SEPARATOR));
    });
    return h('label', { class: 'check', for: box.id }, box, option);
  });
  return h('fieldset', { class: 'field' }, h('legend', {}, label), h('div', { class: 'checks' }, ...boxes));
}
