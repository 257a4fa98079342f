// Where a customize dialog field's first value comes from: the first of the given sources whose value
// fits the placeholder (shared > typed earlier > remembered), else its default. Loaded with the dialog
// (components/customize-flow.ts), as it needs the parser's value checks.
import { type Placeholder, placeholderProblem } from '@prompt-lib/contract';
import type { PlaceholderValues } from './placeholders.ts';

/** Whether `value` can fill `placeholder`: non-blank, of its type ("#number", "#date", "#multi") and,
 * for a choice, one of its options. */
const fits = (placeholder: Placeholder, value: string | undefined): value is string =>
  Boolean(value?.trim()) &&
  placeholderProblem(placeholder, value ?? '') === null &&
  (!placeholder.choices || placeholder.type === 'multi' || placeholder.choices.includes(value ?? ''));

/** One value per placeholder: the first that fits from `sources` (most important first), else the
 * placeholder's default, else empty. */
export function prefillValues(
  placeholders: readonly Placeholder[],
  sources: readonly Readonly<PlaceholderValues>[],
): PlaceholderValues {
  return Object.fromEntries(
    placeholders.map((placeholder) => {
      const found = sources.map((source) => source[placeholder.name]).find((v) => fits(placeholder, v));
      return [placeholder.name, found ?? placeholder.defaultValue ?? ''];
    }),
  );
}
