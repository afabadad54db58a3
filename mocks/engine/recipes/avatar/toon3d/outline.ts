// A 2D animated film's ink: a thin coloured line round the figure's silhouette and along the
// face's jaw and cheeks, as an animator's cel outlines a character. It is what tells a painted
// storybook character (pix/disney) from a rendered one (pix/pixar, which has no line) at a
// glance, and it keeps the face's outline sharp where the smoothed photo had left it soft.
import { createGrey, smoothstep, type Colour, type Grey, type Rgb } from '../../shared/raster';
import { blurGrey } from '../blur';
import { CHIN, distance, FACE_OVAL, outline, type XY } from '../landmarks';
import { fillPolygon } from '../masks';
import { blurLocal } from './region';

export interface InkOptions {
  colour: Colour;
  /** The line's width as a share of the eyes' span. */
  width: number;
  /** How dark the line is laid (0–1). */
  opacity: number;
}

/**
 * A band round the edge of a hard mask, 0–1: the mask blurred, kept where it is neither inside
 * nor outside. One blur draws a line of even width along any outline, with soft ends.
 */
function edgeBand(blurred: Float32Array, i: number): number {
  const v = blurred[i];
  return smoothstep(0.12, 0.35, v) * smoothstep(0.88, 0.65, v);
}

/** The person's matte made hard (its 0.5 level): the line follows the silhouette the figure is cut with. */
function hardened(person: Grey): Grey {
  const hard = createGrey(person.width, person.height);
  for (let i = 0; i < hard.data.length; i++) hard.data[i] = person.data[i] >= 0.5 ? 1 : 0;
  return hard;
}

/**
 * Lines laid on the figure: round its silhouette (inside its edge, so the backdrop stays clean),
 * round the face's skin where it meets hair (the skin as the render painted it, so the line
 * follows the face drawn, not the mesh), and along the jaw under the mouth, where the chin
 * meets a neck of the same skin. The face inside its oval is left clean.
 */
export function inkOutline(picture: Rgb, person: Grey, skin: Grey, mesh: readonly XY[], ink: InkOptions): void {
  const { width, height, data } = picture;
  const unit = distance(mesh[33], mesh[263]);
  const sigma = Math.max(0.8, unit * ink.width * 0.5);
  const silhouette = blurGrey(hardened(person), sigma).data;
  const skinEdge = blurGrey(hardened(skin), sigma).data;
  const oval = outline(mesh, FACE_OVAL);
  const jaw = blurLocal(fillPolygon(oval, width, height), sigma).data;
  const mouthY = (mesh[61][1] + mesh[291][1]) / 2;
  const chinY = mesh[CHIN][1];
  for (let y = 0; y < height; y++) {
    const underMouth = smoothstep(mouthY, mouthY + unit * 0.25, y);
    // Skin meeting hair round the head; below the chin skin meets a collar, a fold not worth a line.
    const aboveChin = smoothstep(chinY + unit * 0.15, chinY - unit * 0.05, y);
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const inside = person.data[i];
      if (inside <= 0.02) continue;
      // The skin's edge inked only beyond the face's oval: inside it an edge is where the skin's
      // colour was lost (a turned face's far cheek), and a line there split the cheek.
      const outsideFace = smoothstep(0.6, 0.3, jaw[i]);
      const line = Math.max(
        edgeBand(silhouette, i) * smoothstep(0.3, 0.6, inside),
        edgeBand(jaw, i) * underMouth,
        edgeBand(skinEdge, i) * smoothstep(0.8, 0.95, inside) * aboveChin * outsideFace,
      );
      const a = line * ink.opacity;
      if (a <= 0.01) continue;
      const p = i * 3;
      for (let c = 0; c < 3; c++) data[p + c] += (ink.colour[c] - data[p + c]) * a;
    }
  }
}
