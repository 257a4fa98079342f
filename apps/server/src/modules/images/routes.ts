// The image calls of spec §7 (DESIGN §4): a signed-in user uploads one multipart `file`; anyone reads
// an image by its content-derived id, cached for a year since the bytes behind an id never change.
// An animated image is kept only when the upload says it is a profile picture (`?purpose=avatar`, which
// the avatar uploader sends); the spec's call without it is a prompt image and must be still.
import multipart from '@fastify/multipart';
import {
  IMAGE_UPLOAD_PURPOSES,
  IMAGE_VARIANT_WIDTHS,
  MAX_IMAGE_BYTES,
  SERVER_MSG,
  uploadResponseSchema,
} from '@prompt-lib/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { etagMatches } from '../../etag.ts';
import { badRequest, HttpError, notFound } from '../../http-errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import { bearerAuth, errorResponses } from '../docs/openapi.ts';
import { findImage } from './repository.ts';
import { IMAGE_ID_PATTERN, storeImage } from './store.ts';
import { imageVariant } from './variants.ts';

const imageIdParamsSchema = z.object({
  id: z.string().regex(IMAGE_ID_PATTERN, 'id must be an image id (64 hexadecimal characters)'),
});

const imageQuerySchema = z.object({
  w: z.coerce
    .number()
    .pipe(z.literal(IMAGE_VARIANT_WIDTHS, { error: `w must be one of ${IMAGE_VARIANT_WIDTHS.join(', ')}` }))
    .optional()
    .describe('A WebP copy at most this wide (for srcset); without it, the image as uploaded'),
});

const uploadQuerySchema = z.object({
  purpose: z
    .enum(IMAGE_UPLOAD_PURPOSES, { error: `purpose must be one of ${IMAGE_UPLOAD_PURPOSES.join(', ')}` })
    .default('prompt')
    .describe('avatar keeps an animated GIF or WebP; prompt (the default) refuses one'),
});

const tags = ['images'];

const IMMUTABLE = 'public, max-age=31536000, immutable';

const tooLarge = () => new HttpError(413, SERVER_MSG.imageTooLarge);

async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(SERVER_MSG.fileRequired);
  let data: Buffer;
  try {
    const part = await request.file();
    if (part?.fieldname !== 'file') {
      part?.file.resume();
      throw badRequest(SERVER_MSG.fileRequired);
    }
    data = await part.toBuffer();
    // toBuffer can miss the limit when the cut falls on the last chunk; the stream's flag cannot.
    if (part.file.truncated) throw tooLarge();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    // Whatever else the multipart parser chokes on (no boundary, a form cut short) is a bad upload.
    throw badRequest(SERVER_MSG.fileRequired);
  }
  return data;
}

export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { files: 1, fileSize: MAX_IMAGE_BYTES, fields: 10, parts: 20 } });

  app.post(
    '/upload',
    {
      schema: {
        tags,
        summary: 'Upload an image (multipart field `file`: JPEG, PNG, WebP or GIF, at most 5 MB)',
        consumes: ['multipart/form-data'],
        security: bearerAuth,
        querystring: uploadQuerySchema,
        response: { 201: uploadResponseSchema, ...errorResponses(400, 401, 413) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { id, url } = await storeImage(app.db, await readUploadedFile(request), user.id, {
        allowAnimated: request.query.purpose === 'avatar',
      });
      return reply.code(201).send({ message: id, url });
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'An uploaded image',
        params: imageIdParamsSchema,
        querystring: imageQuerySchema,
        response: {
          200: z.instanceof(Buffer).describe('The image bytes'),
          304: z.void().describe('Not modified'),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const width = request.query.w;
      const etag = width ? `"${id}-w${width}"` : `"${id}"`;
      // The id is the hash of the bytes: a client holding this tag already holds this exact image.
      if (etagMatches(request.headers['if-none-match'], etag)) {
        return reply.code(304).header('ETag', etag).header('Cache-Control', IMMUTABLE).send();
      }
      const image = width
        ? await imageVariant(app.db, app.config.dataDir, id, width)
        : await findImage(app.db, id);
      if (!image) throw notFound(SERVER_MSG.imageNotFound);
      return reply
        .header('ETag', etag)
        .header('Cache-Control', IMMUTABLE)
        .type(image.contentType)
        .send(image.data);
    },
  );
};
