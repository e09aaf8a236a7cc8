// Generates the app's PNG icons from frontend/public/favicon.svg (run once after changing the
// favicon, then commit the PNGs): `node --import tsx scripts/pwa-icons.ts`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.resolve(import.meta.dirname, '../frontend/public');
const svg = readFileSync(path.join(publicDir, 'favicon.svg'));
/** The page's background (manifest `background_color`): icons that cannot be transparent use it. */
const background = '#fafaf9';

/** The coin at `scale` of the square, on a transparent or solid background. */
async function icon(file: string, size: number, scale: number, solid: boolean): Promise<void> {
  const inner = Math.round(size * scale);
  const coin = await sharp(svg, { density: Math.ceil((72 * inner) / 64) })
    .resize(inner, inner)
    .png()
    .toBuffer();
  await sharp({
    create: {
      width: size,
      height: size,
      channels: 4,
      background: solid ? background : { r: 0, g: 0, b: 0, alpha: 0 },
    },
  })
    .composite([{ input: coin, gravity: 'center' }])
    .png({ compressionLevel: 9 })
    .toFile(path.join(publicDir, file));
}

// "any" icons fill the square (the SVG's circle already has a margin); a maskable icon keeps
// its content inside the 80 % safe zone; iOS fills transparency with black, so a solid ground.
await icon('pwa-192.png', 192, 1, false);
await icon('pwa-512.png', 512, 1, false);
await icon('pwa-maskable-512.png', 512, 0.75, true);
await icon('pwa-maskable-192.png', 192, 0.75, true);
await icon('apple-touch-icon.png', 180, 0.9, true);
