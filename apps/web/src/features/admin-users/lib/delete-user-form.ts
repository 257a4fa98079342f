// The delete-user dialog's form: what happens to the account's prompts, and who receives them. The
// receiving account is required only when the prompts are given away (the contract's message).
import { ACCOUNT_MSG } from '@prompt-lib/contract';
import { z } from 'zod';
import type { DeleteUserChoice } from '../api/delete-user.ts';

export const deleteUserFormSchema = z
  .object({ prompts: z.enum(['delete', 'transfer']), to: z.string() })
  .refine((values) => values.prompts === 'delete' || values.to !== '', {
    path: ['to'],
    message: ACCOUNT_MSG.transferTargetRequired,
  });
export type DeleteUserFormValues = z.infer<typeof deleteUserFormSchema>;

export const emptyDeleteUserForm: DeleteUserFormValues = { prompts: 'delete', to: '' };

export const toDeleteUserQuery = (values: DeleteUserFormValues): DeleteUserChoice =>
  values.prompts === 'transfer' ? { prompts: 'transfer', to: Number(values.to) } : { prompts: 'delete' };
