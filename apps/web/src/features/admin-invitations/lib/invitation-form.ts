// The invitation form: an optional e-mail (empty means anyone with the link), a role, how many days the
// link works and how many accounts it can create. Built on the contract's schema, with messages that
// name the limits.
import type { MessageDescriptor } from '@lingui/core';
import { msg, ph, t } from '@lingui/core/macro';
import {
  INVITATION_DAYS_DEFAULT,
  INVITATION_DAYS_MAX,
  INVITATION_USES_MAX,
  type InvitationListItem,
  invitationInputSchema,
} from '@prompt-lib/contract';
import { z } from 'zod';
import type { BadgeVariant } from '../../../components/ui/badge.tsx';
import { formatNumber } from '../../../lib/format.ts';

// The messages are functions: read when a value is checked, so in the language active then.
const whole = (min: number, max: number, message: () => string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });

export const invitationFormSchema = invitationInputSchema.extend({
  email: z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(invitationInputSchema.shape.email),
  expiresInDays: whole(
    1,
    INVITATION_DAYS_MAX,
    () => t`Enter a number of days from 1 to ${ph({ maxDays: formatNumber(INVITATION_DAYS_MAX) })}`,
  ),
  maxUses: whole(
    1,
    INVITATION_USES_MAX,
    () => t`Enter a number of uses from 1 to ${ph({ maxUses: formatNumber(INVITATION_USES_MAX) })}`,
  ),
});
export type InvitationFormValues = z.input<typeof invitationFormSchema>;

export const emptyInvitationForm: InvitationFormValues = {
  email: '',
  role: 'user',
  expiresInDays: INVITATION_DAYS_DEFAULT,
  maxUses: 1,
};

export type InvitationStatus = 'active' | 'used-up' | 'expired';

export function invitationStatus(invitation: InvitationListItem, now = Date.now()): InvitationStatus {
  if (invitation.uses >= invitation.maxUses) return 'used-up';
  if (Date.parse(invitation.expiresAt) <= now) return 'expired';
  return 'active';
}

export const STATUS_TEXT: Record<InvitationStatus, { label: MessageDescriptor; badge: BadgeVariant }> = {
  active: { label: msg({ message: 'Active', context: 'invitation status' }), badge: 'success' },
  'used-up': { label: msg`Used up`, badge: 'neutral' },
  expired: { label: msg`Expired`, badge: 'warning' },
};
