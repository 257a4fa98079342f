// The filter bar's values and what they mean to the server. The dates are days in the reader's own time
// zone (the table shows local times too), sent as the first and last moment of those days.
import { endOfDay, isValid, parseISO, startOfDay } from 'date-fns';
import type { AuditFilters } from '../api/list-audit.ts';

export const PAGE_SIZE = 25;

export type AuditFilterValues = { type: string; actor: string; from: string; to: string };

export const emptyAuditFilters: AuditFilterValues = { type: '', actor: '', from: '', to: '' };

const day = (value: string, edge: (date: Date) => Date) => {
  const date = parseISO(value);
  return value && isValid(date) ? edge(date).toISOString() : undefined;
};

export const toAuditFilters = (values: AuditFilterValues): AuditFilters => ({
  type: values.type || undefined,
  actor: values.actor.trim() || undefined,
  from: day(values.from, startOfDay),
  to: day(values.to, endOfDay),
});
