// The create / edit form of a group: the contract's name and description rules, and the single sign-on
// name as a plain text box (empty means none), turned into what the API takes on submit.
import { t } from '@lingui/core/macro';
import { type GroupInput, type GroupUpdate, groupInputSchema } from '@prompt-lib/contract';
import { z } from 'zod';

export const groupFormSchema = groupInputSchema.extend({
  description: groupInputSchema.shape.description.unwrap(),
  ssoName: z
    .string()
    .trim()
    // A function: the message is translated when shown, in the active language.
    .max(200, { error: () => t`Single sign-on name must be at most 200 characters` }),
});
export type GroupFormValues = z.input<typeof groupFormSchema>;
export type GroupFormOutput = z.output<typeof groupFormSchema>;

export const emptyGroupForm: GroupFormValues = { name: '', description: '', ssoName: '' };

/** What is sent: the single sign-on name only when the sender may set it (admins). */
export function groupPayload(values: GroupFormOutput, withSsoName: boolean): GroupInput & GroupUpdate {
  const { name, description } = values;
  return withSsoName ? { name, description, ssoName: values.ssoName || null } : { name, description };
}
