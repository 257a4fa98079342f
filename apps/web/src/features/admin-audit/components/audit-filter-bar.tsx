// The audit log's filters: event type, actor (username or e-mail, matched exactly), and a range of days.
import { FormField } from '../../../components/form-field.tsx';
import type { AuditFilterValues } from '../lib/audit-filters.ts';
import { AUDIT_TYPE_OPTIONS } from '../lib/audit-labels.ts';

export function AuditFilterBar({
  values,
  onChange,
}: {
  values: AuditFilterValues;
  onChange: (values: AuditFilterValues) => void;
}) {
  const set = (key: keyof AuditFilterValues) => (event: { target: { value: string } }) =>
    onChange({ ...values, [key]: event.target.value });
  return (
    <search
      aria-label="Filter the audit log"
      className="grid grid-cols-2 gap-3 lg:grid-cols-[14rem_1fr_10rem_10rem]"
    >
      {/* On a phone the two dates share a row under the event and the actor. */}
      <div className="col-span-2 lg:col-span-1">
        <FormField
          as="select"
          id="audit-type"
          label="Event"
          options={AUDIT_TYPE_OPTIONS}
          value={values.type}
          onChange={set('type')}
        />
      </div>
      <div className="col-span-2 lg:col-span-1">
        <FormField
          id="audit-actor"
          label="Actor"
          type="search"
          placeholder="Username or e-mail"
          autoComplete="off"
          value={values.actor}
          onChange={set('actor')}
        />
      </div>
      <FormField
        id="audit-from"
        label="From"
        type="date"
        max={values.to || undefined}
        value={values.from}
        onChange={set('from')}
      />
      <FormField
        id="audit-to"
        label="To"
        type="date"
        min={values.from || undefined}
        value={values.to}
        onChange={set('to')}
      />
    </search>
  );
}
