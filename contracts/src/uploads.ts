import { z } from 'zod';
import { pathParams } from './text';

/** Limits of an uploaded image (design decision 14). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MAX_PIXELS = 40_000_000;

/** The formats an image is stored in, by the extension of its name. */
export const imageContentTypes = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
} as const;

export type ImageExtension = keyof typeof imageContentTypes;

/** The random name an image is stored and served under: 32 hex digits and its extension. */
export const imageNamePattern = /^[0-9a-f]{32}\.(png|jpg|webp|gif)$/;

/** Where an uploaded image is served. */
export const UPLOADS_PREFIX = '/uploads/';
export const imageUrlOf = (name: string): string => `${UPLOADS_PREFIX}${name}`;

/** `GET /uploads/*`: anything but a stored image's name names nothing. */
export const imageNameParams = pathParams('imageNotFound', {
  '*': z.string().regex(imageNamePattern, 'imageNotFound'),
});

/** The answer of `POST /api/upload-image`. */
export const uploadedImageSchema = z.object({ imageUrl: z.string() });
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
