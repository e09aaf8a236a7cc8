import { IMAGE_MAX_PIXELS, type ImageExtension } from '@et/contracts';
import { HttpError } from '@et/platform';
import sharp, { type Sharp } from 'sharp';

/** The decoded formats accepted, and how each is written again (animations kept). */
const encoders: Record<string, { extension: ImageExtension; encode: (image: Sharp) => Sharp }> = {
  png: { extension: 'png', encode: (image) => image.png() },
  jpeg: { extension: 'jpg', encode: (image) => image.jpeg({ quality: 90, mozjpeg: true }) },
  webp: { extension: 'webp', encode: (image) => image.webp({ quality: 90 }) },
  gif: { extension: 'gif', encode: (image) => image.gif() },
};

export interface ReencodedImage {
  bytes: Buffer;
  extension: ImageExtension;
}

/**
 * Decodes an upload and writes it again in its own format. The format is what the decoder finds
 * in the bytes, never the file name or the declared type, so SVG, HTML or script with an image's
 * name is refused; what follows a valid image (a polyglot's payload) and every metadata field
 * (EXIF, GPS, comments) do not survive. The pixel limit is checked from the header, before any
 * pixel is decoded, and covers every frame of an animation.
 */
export async function reencodeImage(bytes: Buffer): Promise<ReencodedImage> {
  const open = () =>
    sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, animated: true }).timeout({ seconds: 20 });
  const { format, pages = 1 } = await open().metadata().catch(refusal);
  const encoder = Object.hasOwn(encoders, format) ? encoders[format] : undefined;
  if (!encoder) throw new HttpError(400, 'imageUnsupported');
  // A photo is turned upright by its EXIF orientation before the EXIF is dropped.
  const image = pages > 1 ? open() : open().autoOrient();
  const output = await encoder.encode(image).toBuffer().catch(refusal);
  return { bytes: output, extension: encoder.extension };
}

function refusal(error: unknown): never {
  const message = error instanceof Error ? error.message : '';
  if (message.includes('pixel limit')) throw new HttpError(400, 'imageTooManyPixels');
  throw new HttpError(400, 'imageUnsupported');
}
