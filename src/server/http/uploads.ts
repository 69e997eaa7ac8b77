import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { calls, normalizeLang, ResultCode, type Lang } from '../../contract/index.ts';
import { MAX_PICTURE_BYTES, PICTURE_PATH, type Uploads } from '../engine/uploads/index.ts';
import { RealAccountOnly, SessionInvalid, UploadMissing } from '../errors.ts';
import { m } from '../i18n/messages.ts';
import type { Translate } from '../i18n/translate.ts';
import { sendError, sendOk } from './envelope.ts';
import type { SessionUser } from './handlers.ts';
import { refusalOf } from './refusals.ts';

export interface UploadRouteOptions {
  uploads: Uploads;
  translator: (lang: Lang) => Translate;
  authenticate: (request: FastifyRequest) => Promise<SessionUser | null>;
}

/** Room for the multipart framing around a picture of the largest size. */
const FRAMING_BYTES = 64 * 1024;

/**
 * image_upload and the pictures it stores. Multipart parsing and the 10 MB limit exist only in
 * this scope: every other call keeps the 1 MB body limit. A larger picture answers 413 with the
 * envelope saying so. A stored picture is served to its owner only (the token in the
 * authorization header, as every call); the operator reads them through the admin endpoint.
 */
export async function registerUploads(app: FastifyInstance, options: UploadRouteOptions) {
  const { uploads, translator, authenticate } = options;
  const def = calls.imageUpload;
  const textsOf = (request: FastifyRequest) => translator(normalizeLang(request.headers.lang));

  async function realUser(request: FastifyRequest): Promise<SessionUser> {
    const user = await authenticate(request);
    if (!user) throw new SessionInvalid();
    if (user.isDemo) throw new RealAccountOnly();
    return user;
  }

  /**
   * A body that ends early or is malformed (busboy: "Unexpected end of form", "Part terminated
   * early") is the sender's doing: a 400 with the translated envelope and a warn line, not a 500.
   * Errors that already carry a status (413 past the limit) keep it.
   */
  const clientFault = (error: Error & { statusCode?: number }): never => {
    throw error.statusCode === undefined ? Object.assign(error, { statusCode: 400 }) : error;
  };

  const answer = (request: FastifyRequest, reply: FastifyReply, error: unknown) => {
    const refusal = refusalOf(error, textsOf(request));
    if (refusal) return sendError(reply, refusal.code, refusal.msg);
    throw error;
  };

  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_PICTURE_BYTES, files: 1, fields: 4, parts: 5, headerPairs: 100 } });
    // A picture over the limit (or a second file): 413 and the message, here rather than the generic body refusal.
    scope.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
      if (error.statusCode === 413) {
        request.log.warn({ reason: error.message }, 'upload refused: too large');
        return sendError(reply, ResultCode.BAD_INPUT, textsOf(request)(m.uploadTooLarge), 413);
      }
      throw error; // the server's handler: refusals, 4xx envelopes, faults
    });
    scope.route({
      method: def.method,
      url: def.path,
      bodyLimit: MAX_PICTURE_BYTES + FRAMING_BYTES,
      compress: false,
      handler: async (request, reply) => {
        try {
          const user = await realUser(request);
          if (!request.isMultipart()) throw new UploadMissing();
          const file = await request.file().catch(clientFault);
          if (!file) throw new UploadMissing();
          const bytes = await file.toBuffer().catch(clientFault); // throws the 413 error past the limit, mostly:
          // when the limit falls on the last chunk, busboy marks the stream truncated without the error.
          if (file.file.truncated) throw Object.assign(new Error('picture over the limit'), { statusCode: 413 });
          if (bytes.length === 0) throw new UploadMissing();
          return sendOk(reply, def.output.parse(await uploads.store(user.id, bytes)));
        } catch (error) {
          return answer(request, reply, error);
        }
      },
    });
  });

  app.get<{ Params: { name: string } }>(`${PICTURE_PATH}:name`, async (request, reply) => {
    try {
      const user = await realUser(request);
      const picture = await uploads.read(request.params.name, { userId: user.id });
      return reply
        .header('content-type', picture.mime)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline')
        .header('x-content-type-options', 'nosniff')
        .send(picture.bytes);
    } catch (error) {
      return answer(request, reply, error);
    }
  });
}
