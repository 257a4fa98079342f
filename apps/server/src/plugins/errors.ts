// One error handler and one 404 for the whole API: every non-2xx answer is
// { statusCode, error, message } (DESIGN §4), its message in the language the request prefers
// (issue 31); a 5xx never leaks its cause.
import { STATUS_CODES } from 'node:http';
import { type LanguageCode, SERVER_MSG, translateText } from '@prompt-lib/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { $ZodErrorMap, $ZodRawIssue } from 'zod/v4/core';
import * as zodLocales from 'zod/v4/locales';
import { HttpError } from '../http-errors.ts';
import { i18nFor, requestLanguage } from '../i18n.ts';

const translated = (request: FastifyRequest, text: string) =>
  translateText(i18nFor(requestLanguage(request)), text);

export function sendError(reply: FastifyReply, statusCode: number, message: string, error?: string) {
  return reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .send({
      statusCode,
      error: error ?? STATUS_CODES[statusCode] ?? 'Error',
      message: translated(reply.request, message),
    });
}

const JSON_BODY_ERRORS = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

/** zod's locale of each language whose code differs (pt is Brazilian Portuguese, zh Simplified Chinese). */
const ZOD_LOCALE: Partial<Record<LanguageCode, string>> = { pt: 'ptBR', zh: 'zhCN' };
type ZodLocale = () => { localeError: $ZodErrorMap };
const zodMessageMaps = new Map<LanguageCode, $ZodErrorMap>();

/**
 * zod's own message for an issue (a wrong type, size or format where a schema names no message of
 * its own), in a language: zod's locales, which cover all 22.
 */
function zodMessage(language: LanguageCode, issue: $ZodRawIssue): string {
  let map = zodMessageMaps.get(language);
  if (!map) {
    const locale = (zodLocales as unknown as Record<string, ZodLocale>)[ZOD_LOCALE[language] ?? language];
    map = (locale ?? zodLocales.en)().localeError;
    zodMessageMaps.set(language, map);
  }
  const message = map(issue);
  return typeof message === 'string' ? message : (message?.message ?? '');
}

/** The value a validation issue is about: at its path in the part of the request it names. */
function valueAt(request: FastifyRequest, context: string, path: string[]): unknown {
  const parts: Record<string, unknown> = {
    body: request.body,
    querystring: request.query,
    params: request.params,
    headers: request.headers,
  };
  return path.reduce<unknown>(
    (value, key) =>
      value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
    parts[context],
  );
}

function validationMessage(request: FastifyRequest, error: FastifyError): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return error.message;
  const language = requestLanguage(request);
  const seen = new Set<string>();
  for (const issue of error.validation) {
    const path = issue.instancePath.split('/').filter(Boolean);
    const field = path.join('.');
    const english = issue.message ?? 'is invalid';
    // zod's own messages are told from ours by being what zod says in English, and said in the
    // request's language by zod's locale; ours are translated from the catalogs.
    const raw = {
      ...issue.params,
      code: issue.keyword,
      input: valueAt(request, error.validationContext ?? 'body', path),
    } as $ZodRawIssue;
    const zods = zodMessage('en', raw) === english;
    // The spec's messages already name their field ("Title must be ...", "Display order must be ...");
    // others get the field in front. Told from the English, so a translation of a message that names
    // its field does not get it in front too.
    const letters = (value: string) => value.toLowerCase().replace(/[^a-z]/g, '');
    const namesField = !field || letters(english).includes(letters(path[0] ?? ''));
    const text = zods ? zodMessage(language, raw) : translated(request, english);
    seen.add(namesField ? text : `${field}: ${text}`);
  }
  return [...seen].join('; ');
}

/**
 * JSON bodies through Fastify's own (prototype-poisoning-safe) parser, except that an empty body is no
 * body: many clients send `Content-Type: application/json` on a POST or DELETE that carries nothing.
 */
function registerJsonParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString(); // a string already (parseAs), though typed as string | Buffer
    if (text === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
}

export function registerErrorHandling(app: FastifyInstance) {
  registerJsonParser(app);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendError(reply, 400, validationMessage(request, error));
    }
    if (JSON_BODY_ERRORS.has(error.code)) {
      return sendError(reply, 400, SERVER_MSG.invalidJson);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendError(reply, status, error.message, error instanceof HttpError ? error.error : undefined);
    }
    request.log.error({ err: error, url: request.url, method: request.method }, 'request failed');
    return sendError(reply, 500, SERVER_MSG.internal);
  });
}
