/**
 * The cropper's result as the file that is uploaded: the chosen area of the rotated image drawn
 * on a 300×300 canvas, as `profile-image.jpg` at JPEG quality 0.9 (file 001 sections 7 and 9).
 */
import { crop } from '@solarcred/domain/constants';

/** The crop area in the rotated image's pixels, as react-easy-crop reports it. */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function loadImage(src: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.src = src;
  await image.decode();
  return image;
}

function context(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas 2d context unavailable');
  return ctx;
}

export async function cropToJpeg(src: string, area: PixelArea, rotationDegrees: number): Promise<File> {
  const image = await loadImage(src);
  const radians = (rotationDegrees * Math.PI) / 180;
  const [sin, cos] = [Math.abs(Math.sin(radians)), Math.abs(Math.cos(radians))];
  // react-easy-crop measures the area in the bounding box of the rotated image: draw that first.
  const rotated = document.createElement('canvas');
  rotated.width = Math.round(image.naturalWidth * cos + image.naturalHeight * sin);
  rotated.height = Math.round(image.naturalWidth * sin + image.naturalHeight * cos);
  const r = context(rotated);
  r.translate(rotated.width / 2, rotated.height / 2);
  r.rotate(radians);
  r.drawImage(image, -image.naturalWidth / 2, -image.naturalHeight / 2);

  const output = document.createElement('canvas');
  output.width = crop.canvasPx;
  output.height = crop.canvasPx;
  const o = context(output);
  // JPEG has no transparency: what a zoom below 100 % or a transparent PNG leaves empty is white.
  o.fillStyle = '#ffffff';
  o.fillRect(0, 0, output.width, output.height);
  o.drawImage(rotated, area.x, area.y, area.width, area.height, 0, 0, output.width, output.height);

  const blob = await new Promise<Blob | null>((resolve) => output.toBlob(resolve, 'image/jpeg', crop.jpegQuality));
  if (!blob) throw new Error('canvas produced no image');
  return new File([blob], crop.outputName, { type: 'image/jpeg' });
}
