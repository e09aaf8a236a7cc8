/** The part of the (rotated) image the crop tool chose, in the image's own pixels. */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Side of the saved square: twice the 200 px crop area, sharp on high-density screens. */
export const CROPPED_SIZE = 400;

/** Width and height of the box a `width`×`height` image needs once turned by `degrees`. */
export function rotatedSize(
  width: number,
  height: number,
  degrees: number,
): { width: number; height: number } {
  const radians = (degrees * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  return { width: Math.round(width * cos + height * sin), height: Math.round(width * sin + height * cos) };
}

/** The next quarter turn, 0 → 90 → 180 → 270 → 0. */
export const nextQuarterTurn = (degrees: number) => (degrees + 90) % 360;

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be read'));
    image.src = url;
  });
}

/**
 * Draws the chosen part of the image, turned by `rotation`, into a round PNG of
 * CROPPED_SIZE × CROPPED_SIZE (transparent outside the circle, like the crop tool shows it).
 */
export async function cropToRoundPng(imageUrl: string, area: PixelArea, rotation: number): Promise<Blob> {
  const image = await loadImage(imageUrl);
  const turned = rotatedSize(image.naturalWidth, image.naturalHeight, rotation);
  const full = document.createElement('canvas');
  full.width = turned.width;
  full.height = turned.height;
  const fullContext = full.getContext('2d');
  if (!fullContext) throw new Error('No canvas');
  fullContext.translate(turned.width / 2, turned.height / 2);
  fullContext.rotate((rotation * Math.PI) / 180);
  fullContext.drawImage(image, -image.naturalWidth / 2, -image.naturalHeight / 2);

  const out = document.createElement('canvas');
  out.width = CROPPED_SIZE;
  out.height = CROPPED_SIZE;
  const context = out.getContext('2d');
  if (!context) throw new Error('No canvas');
  context.imageSmoothingQuality = 'high';
  context.beginPath();
  context.arc(CROPPED_SIZE / 2, CROPPED_SIZE / 2, CROPPED_SIZE / 2, 0, 2 * Math.PI);
  context.clip();
  context.drawImage(full, area.x, area.y, area.width, area.height, 0, 0, CROPPED_SIZE, CROPPED_SIZE);
  return new Promise((resolve, reject) =>
    out.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No image'))), 'image/png'),
  );
}

/** The spec's upload name: a PNG named by the time it was made. */
export const croppedFileName = (now = Date.now()) => `ring-type-${now}.png`;
