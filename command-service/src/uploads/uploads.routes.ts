import { IMAGE_MAX_BYTES, imageUrlOf, type UploadedImage, uploadedImageSchema } from '@et/contracts';
import { HttpError, newBlobName, type ScopedRoutes } from '@et/platform';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { CommandContext } from '../shared/context';
import { reencodeImage } from './reencode-image';

const FIELD = 'image';

/** `POST /api/upload-image`: admins upload an image, stored re-encoded under a random name. */
export const uploadRoutes: ScopedRoutes<CommandContext> = {
  async admin(app, ctx) {
    // Multipart is parsed in this scope only: every other route keeps refusing it with 415. The
    // admin scope's guard runs on request, before a byte of the file is read.
    await app.register(async (scope) => {
      await scope.register(multipart, {
        limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, headerPairs: 100 },
      });
      const schema = { response: { 201: uploadedImageSchema } };
      scope.post('/api/upload-image', { schema }, async (request, reply) => {
        if (!request.isMultipart()) throw new HttpError(415, 'imageNotMultipart');
        const image = await reencodeImage(await receiveImage(request));
        const name = newBlobName(image.extension);
        await ctx.blobs.put(name, image.bytes);
        request.log.info({ image: name, bytes: image.bytes.length }, 'image uploaded');
        const answer: UploadedImage = { imageUrl: imageUrlOf(name) };
        return reply.status(201).send(answer);
      });
    });
  },
};

/** The bytes of the `image` field; its file name and declared type are not looked at. */
async function receiveImage(request: FastifyRequest): Promise<Buffer> {
  try {
    const file = await request.file();
    if (!file || file.fieldname !== FIELD) {
      file?.file.resume();
      throw new HttpError(400, 'imageMissing');
    }
    const bytes = await file.toBuffer();
    if (bytes.length === 0) throw new HttpError(400, 'imageMissing');
    return bytes;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, 'imageTooLarge');
    // A body that is no well-formed multipart (cut off, no boundary, too many parts).
    throw new HttpError(400, 'invalidInput');
  }
}
