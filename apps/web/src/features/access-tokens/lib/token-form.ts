// The create form's values: the contract's token name rule, and the expiry as a choice of periods
// (friendlier than a date picker), turned into the ISO date the API takes only when the form is sent.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type AccessTokenInput, accessTokenInputSchema } from '@prompt-lib/contract';
import { add, type Duration } from 'date-fns';
import { z } from 'zod';

export const EXPIRY_CHOICES = [
  { id: 'never', label: msg`No expiry`, duration: null },
  { id: '7d', label: msg`7 days`, duration: { days: 7 } },
  { id: '30d', label: msg`30 days`, duration: { days: 30 } },
  { id: '90d', label: msg`90 days`, duration: { days: 90 } },
  { id: '1y', label: msg`1 year`, duration: { years: 1 } },
] as const satisfies readonly { id: string; label: MessageDescriptor; duration: Duration | null }[];

type ExpiryId = (typeof EXPIRY_CHOICES)[number]['id'];
const expiryIds = EXPIRY_CHOICES.map((choice) => choice.id) as [ExpiryId, ...ExpiryId[]];

export const tokenFormSchema = accessTokenInputSchema
  .pick({ name: true })
  .extend({ expiry: z.enum(expiryIds) });
export type TokenFormValues = z.infer<typeof tokenFormSchema>;

export const emptyTokenForm: TokenFormValues = { name: '', expiry: 'never' };

export function toTokenInput(values: TokenFormValues, now = new Date()): AccessTokenInput {
  const duration = EXPIRY_CHOICES.find((choice) => choice.id === values.expiry)?.duration ?? null;
  return duration
    ? { name: values.name, expiresAt: add(now, duration).toISOString() }
    : { name: values.name };
}

/** Whether a token's expiry has passed (a token without one never expires). */
export const isExpired = (expiresAt: string | null, now = Date.now()) =>
  expiresAt !== null && Date.parse(expiresAt) <= now;
