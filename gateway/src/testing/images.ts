import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import type { Answer, TestClient } from './test-client';

/** Test images, made by the same library the server decodes with. */
export const images = {
  /** A PNG of the given size with a gradient, so its pixels can be compared after the trip. */
  png: (width = 64, height = 48) =>
    sharp(gradient(width, height), { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer(),
  /** A JPEG carrying EXIF with `marker` in its copyright field. */
  jpegWithExif: (marker: string) =>
    sharp(gradient(80, 60), { raw: { width: 80, height: 60, channels: 3 } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: marker } } })
      .toBuffer(),
  /** A GIF of three 20x10 frames. */
  animatedGif: async () => {
    const frames = await Promise.all(
      ['#ff0000', '#00ff00', '#0000ff'].map((background) =>
        sharp({ create: { width: 20, height: 10, channels: 3, background } })
          .png()
          .toBuffer(),
      ),
    );
    return sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
  },
  /** A valid PNG of noise, stored uncompressed: larger than `bytes`. */
  largePng: (bytes: number) => {
    const side = Math.ceil(Math.sqrt(bytes / 3));
    const noise = Buffer.alloc(side * side * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    return sharp(noise, { raw: { width: side, height: side, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
  },
  /**
   * A pixel flood: a well-formed PNG of a few hundred bytes whose header declares 20000x20000
   * pixels (1.2 GB once decoded).
   */
  pixelFlood: () => {
    const header = Buffer.alloc(13);
    header.writeUInt32BE(20_000, 0);
    header.writeUInt32BE(20_000, 4);
    header[8] = 8; // bit depth
    header[9] = 2; // RGB
    const rows = deflateSync(Buffer.alloc(10 * (1 + 20_000 * 3)));
    return Buffer.concat([
      Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
      pngChunk('IHDR', header),
      pngChunk('IDAT', rows),
      pngChunk('IEND', Buffer.alloc(0)),
    ]);
  },
};

function gradient(width: number, height: number): Buffer {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      pixels.set([(x * 255) / width, (y * 255) / height, 128], (y * width + x) * 3);
  return pixels;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, checksum]);
}

export interface FilePart {
  bytes: Buffer | string;
  filename: string;
  type?: string;
  /** The form field; `image` unless named. */
  field?: string;
}

/** `POST /api/upload-image` as a browser's FormData would send it, with the client's cookie. */
export async function uploadImage(client: TestClient, ...parts: Array<FilePart | string>): Promise<Answer> {
  const form = new FormData();
  for (const part of parts) {
    if (typeof part === 'string') form.append('note', part);
    else
      form.append(
        part.field ?? 'image',
        new Blob([part.bytes], { type: part.type ?? 'application/octet-stream' }),
        part.filename,
      );
  }
  const started = performance.now();
  const response = await fetch(`${client.baseUrl}/api/upload-image`, {
    method: 'POST',
    body: form,
    headers: {
      'accept-language': client.options.language ?? 'de',
      'x-forwarded-for': client.ip,
      ...(client.cookie ? { cookie: client.cookie } : {}),
    },
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text.startsWith('{') ? JSON.parse(text) : text,
    headers: response.headers,
    ms: performance.now() - started,
  };
}
