// Public profiles (issue 29): `GET /api/users/{username}/profile` and `/prompts`. The counts and the
// rating summary cover only the prompts the caller may see (server prompts/visibility.ts), so the same
// profile reads differently to a visitor, a colleague and a group member. Never an e-mail.
import { z } from 'zod';
import { USERNAME_MAX } from './limits.ts';
import { pageQuerySchema } from './schemas.ts';

export const publicProfileSchema = z.object({
  username: z.string(),
  avatarUrl: z.string().nullable(),
  bio: z.string().nullable().describe('Plain text, as its owner typed it'),
  joinedAt: z.string().describe('ISO 8601 date-time the account was created'),
  promptCount: z.number().int().describe('Their published prompts the caller may see'),
  ratingAverage: z
    .number()
    .nullable()
    .describe('Mean of every rating given to those prompts, to one decimal; null when none is rated'),
  ratingCount: z.number().int().describe('How many ratings those prompts received in all'),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const usernameParamSchema = z.object({
  username: z
    .string()
    .trim()
    .min(1, 'username must not be empty')
    .max(USERNAME_MAX, `username must be at most ${USERNAME_MAX} characters`),
});

/** `GET /api/users/{username}/prompts`: a page, sorted like the other lists (default newest first). */
export const profilePromptsQuerySchema = pageQuerySchema;
export type ProfilePromptsQuery = z.input<typeof profilePromptsQuerySchema>;
