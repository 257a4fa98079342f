// Pieces route schemas share for the OpenAPI document: the error answers and the bearer scheme.
import { errorSchema } from '@prompt-lib/contract';

/** `security` of a route that needs a signed-in user (the scheme is declared in docs/routes.ts). */
export const bearerAuth = [{ bearerAuth: [] }];

/** Response schemas for the listed error statuses, all in the uniform { statusCode, error, message } shape. */
export function errorResponses<const Code extends number>(
  ...codes: Code[]
): Record<Code, typeof errorSchema> {
  return Object.fromEntries(codes.map((code) => [code, errorSchema])) as Record<Code, typeof errorSchema>;
}
