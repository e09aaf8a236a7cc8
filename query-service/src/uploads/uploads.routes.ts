import { imageNameParams, UPLOADS_PREFIX } from '@et/contracts';
import { HttpError, type ScopedRoutes } from '@et/platform';
import type { QueryContext } from '../context';

/**
 * How an image is answered: never changed under its random name, so cached for good; never
 * sniffed as anything but its type; and, opened on its own, allowed to run or load nothing.
 */
const imageHeaders = {
  'cache-control': 'public, max-age=31536000, immutable',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'cross-origin-resource-policy': 'same-origin',
};

/** `GET /uploads/<name>`: an uploaded image. Everything under the prefix is answered here. */
export const uploadQueryRoutes: ScopedRoutes<QueryContext> = {
  public(app, ctx) {
    app.get(`${UPLOADS_PREFIX}*`, { schema: { params: imageNameParams } }, async (request, reply) => {
      const image = await ctx.blobs.get(request.params['*']);
      if (!image) throw new HttpError(404, 'imageNotFound');
      return reply.headers({ ...imageHeaders, 'content-type': image.contentType }).send(image.bytes);
    });
  },
};
