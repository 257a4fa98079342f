// "Placeholder syntax": a short, closed-by-default reminder of every form, one example each, under the
// customize dialog's preview. A native <details>, so it costs no script.
const FORMS: readonly [string, string][] = [
  ['[topic]', 'a blank to fill in'],
  ['[tone: formal]', 'a blank with a default'],
  ['[tone: formal | casual]', 'a choice; the first option is the default'],
  ['[notes#long]', 'several lines'],
  ['[words#number: 100]', 'a number'],
  ['[deadline#date]', 'a date, filled in as yyyy-mm-dd'],
  ['[channels#multi: email | chat]', 'several choices, joined with ", "'],
  ['[extra?]', 'optional: left empty, it disappears'],
  ['[@today] [@now] [@me]', 'today’s date, the date and time, your username: filled in for you'],
  ['[[prompt: 42]]', 'includes prompt 42'],
];

export function PlaceholderSyntax() {
  return (
    <details className="group rounded-lg border border-slate-200 text-sm">
      <summary className="cursor-pointer rounded-lg px-3 py-2 font-medium text-slate-700 select-none hover:bg-slate-50">
        Placeholder syntax
      </summary>
      <dl className="grid gap-x-4 gap-y-1.5 border-t border-slate-200 px-3 py-2.5 sm:grid-cols-[auto_1fr]">
        {FORMS.map(([example, meaning]) => (
          <div key={example} className="contents">
            <dt>
              <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-xs text-slate-800">
                {example}
              </code>
            </dt>
            <dd className="mb-1 text-slate-600 sm:mb-0">{meaning}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
