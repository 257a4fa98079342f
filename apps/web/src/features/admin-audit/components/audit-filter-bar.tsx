// The audit log's filters: event type, actor (username or e-mail, matched exactly), and a range of days.
import { useLingui } from '@lingui/react/macro';
import { FormField } from '../../../components/form-field.tsx';
import type { AuditFilterValues } from '../lib/audit-filters.ts';
import { auditTypeOptions } from '../lib/audit-labels.ts';

export function AuditFilterBar({
  values,
  onChange,
}: {
  values: AuditFilterValues;
  onChange: (values: AuditFilterValues) => void;
}) {
  const { t, i18n } = useLingui();
  const set = (key: keyof AuditFilterValues) => (event: { target: { value: string } }) =>
    onChange({ ...values, [key]: event.target.value });
  return (
    <search
      aria-label={t`Filter the audit log`}
      className="grid grid-cols-2 gap-3 lg:grid-cols-[14rem_1fr_10rem_10rem]"
    >
      {/* On a phone the two dates share a row under the event and the actor. */}
      <div className="col-span-2 lg:col-span-1">
        <FormField
          as="select"
          id="audit-type"
          label={t`Event`}
          options={auditTypeOptions(i18n)}
          value={values.type}
          onChange={set('type')}
        />
      </div>
      <div className="col-span-2 lg:col-span-1">
        <FormField
          id="audit-actor"
          label={t`Actor`}
          type="search"
          placeholder={t`Username or e-mail`}
          autoComplete="off"
          value={values.actor}
          onChange={set('actor')}
        />
      </div>
      <FormField
        id="audit-from"
        label={t({ message: 'From', context: 'date range start' })}
        type="date"
        max={values.to || undefined}
        value={values.from}
        onChange={set('from')}
      />
      <FormField
        id="audit-to"
        label={t({ message: 'To', context: 'date range end' })}
        type="date"
        min={values.from || undefined}
        value={values.to}
        onChange={set('to')}
      />
    </search>
  );
}
