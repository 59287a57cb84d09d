/** The viewer's zoom steps (file 001 section 9): 25 % to 300 % in steps of 25 %. */
import { viewer } from '@solarcred/domain/constants';

export const defaultZoom = 100;

/** One step in or out, kept inside the limits (a value between steps snaps to the next one). */
export function stepZoom(current: number, direction: 1 | -1): number {
  const { minZoom, maxZoom, zoomStep } = viewer;
  const snapped = direction > 0 ? Math.floor(current / zoomStep) + 1 : Math.ceil(current / zoomStep) - 1;
  return Math.min(maxZoom, Math.max(minZoom, snapped * zoomStep));
}

export const canZoomIn = (zoom: number) => zoom < viewer.maxZoom;
export const canZoomOut = (zoom: number) => zoom > viewer.minZoom;
