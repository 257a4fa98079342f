// "Placeholder syntax": a short, closed-by-default reminder of every form, one example each, under the
// customize dialog's preview. A native <details>, so it costs no script. The examples are syntax,
// kept as they are (left to right); their meanings are translated.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';

const FORMS: readonly [string, MessageDescriptor][] = [
  ['[topic]', msg`a blank to fill in`],
  ['[tone: formal]', msg`a blank with a default`],
  ['[tone: formal | casual]', msg`a choice; the first option is the default`],
  ['[notes#long]', msg`several lines`],
  ['[words#number: 100]', msg`a number`],
  ['[deadline#date]', msg`a date, filled in as yyyy-mm-dd`],
  ['[channels#multi: email | chat]', msg`several choices, joined with ", "`],
  ['[extra?]', msg`optional: left empty, it disappears`],
  ['[@today] [@now] [@me]', msg`today’s date, the date and time, your username: filled in for you`],
  ['[[prompt: 42]]', msg`includes prompt 42`],
];

export function PlaceholderSyntax() {
  const { i18n } = useLingui();
  return (
    <details className="group rounded-lg border border-slate-200 text-sm">
      <summary className="cursor-pointer rounded-lg px-3 py-2 font-medium text-slate-700 select-none hover:bg-slate-50">
        <Trans>Placeholder syntax</Trans>
      </summary>
      <dl className="grid gap-x-4 gap-y-1.5 border-t border-slate-200 px-3 py-2.5 sm:grid-cols-[auto_1fr]">
        {FORMS.map(([example, meaning]) => (
          <div key={example} className="contents">
            <dt>
              <code dir="ltr" className="rounded bg-slate-100 px-1 py-0.5 font-mono text-xs text-slate-800">
                {example}
              </code>
            </dt>
            <dd className="mb-1 text-slate-600 sm:mb-0">{i18n._(meaning)}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
