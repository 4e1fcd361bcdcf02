// Reading multipart/form-data uploads (photos plus text fields) with @fastify/multipart.
// Limits are enforced while streaming, so an oversized or 11th file is refused before it is
// buffered, and each refusal is a 4xx with a message a seller can act on.
import {
  BadRequestException,
  HttpException,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import fastifyMultipart, { type FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { MAX_PHOTOS } from '../listings/facts/vehicle-facts';
import { MAX_PHOTO_BYTES } from './photo-pipeline';
import type { UploadedPhoto } from './photos.service';

/** The multipart field the photo files come in. */
export const PHOTOS_FIELD = 'photos';

const LIMITS = {
  fileSize: MAX_PHOTO_BYTES,
  files: MAX_PHOTOS,
  fields: 40,
  fieldSize: 8 * 1024,
  parts: MAX_PHOTOS + 40,
};

/** For app.setup.ts: the multipart content-type parser, with our limits. */
export const multipartUploads = [fastifyMultipart, { limits: LIMITS } satisfies FastifyMultipartOptions] as const;

/** @fastify/multipart's refusals (by code) as the messages our callers see. */
function translate(error: unknown): unknown {
  switch ((error as { code?: string } | null)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new PayloadTooLargeException('Each photo must be at most 10 MB');
    case 'FST_FILES_LIMIT':
      return new BadRequestException(`At most ${MAX_PHOTOS} photos per listing`);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new BadRequestException('Too many form fields');
    case 'FST_PROTO_VIOLATION':
      return new BadRequestException('Invalid form field name');
    case 'FST_MP_PREMATURE_CLOSE':
      return new BadRequestException('The upload ended before it was complete');
    default:
      return error;
  }
}

/** The text fields and the `photos` files of a multipart request (415 if it is not one). */
export async function readMultipart(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; files: UploadedPhoto[] }> {
  if (!request.isMultipart()) throw new UnsupportedMediaTypeException('Send the form as multipart/form-data');
  const fields: Record<string, string> = Object.create(null);
  const files: UploadedPhoto[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== PHOTOS_FIELD) throw new BadRequestException(`Files go in the "${PHOTOS_FIELD}" field`);
        files.push({ filename: part.filename, mimetype: part.mimetype, data: await part.toBuffer() });
      } else {
        if (part.fieldnameTruncated || part.valueTruncated)
          throw new BadRequestException(`Form field "${part.fieldname}" is too long`);
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    throw error instanceof HttpException ? error : translate(error);
  }
  return { fields: { ...fields }, files };
}
