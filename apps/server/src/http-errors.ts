// Errors a handler throws to answer 4xx; the error handler turns them into DESIGN §4's JSON shape.
import { SERVER_MSG } from '@prompt-lib/contract';

export class HttpError extends Error {
  readonly statusCode: number;
  /** The answer's `error` field, when a client needs to tell this case apart from its status's others. */
  readonly error: string | undefined;
  constructor(statusCode: number, message: string, error?: string) {
    super(message);
    this.statusCode = statusCode;
    this.error = error;
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string = SERVER_MSG.unauthorized) => new HttpError(401, message);
export const forbidden = (message: string = SERVER_MSG.forbidden) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
