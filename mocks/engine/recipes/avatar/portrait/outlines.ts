// The lines round the portrait's figure: its silhouette (the matte's edge, smoothed), the
// clothes' seams, and the neck: two light lines into the collar under a photo's own body, or a
// sketched neck and shoulders where the photo crops at the chin (../sketch/shoulders.ts).
import { createGrey, type Grey } from '../../shared/raster';
import { blurGrey } from '../blur';
import { type XY } from '../landmarks';
import { type Head } from '../sketch/hairFlow';
import { bodyShown, inventedShoulders, neckLines } from '../sketch/shoulders';
import { contourLine } from '../toon/contour';

export interface FigureOutlines {
  silhouette: Grey;
  seams: Grey;
  /** The neck's (and invented shoulders') lines. */
  neck: Grey;
  /** Set when the photo shows no body and the shoulders are invented. */
  invented: Grey | undefined;
}

/** The figure's outlines from the colours' background and clothes, the person's matte and the head. */
export function figureOutlines(
  mesh: readonly XY[],
  masks: { background: Grey; clothes: Grey; matte: Grey },
  head: Head,
  chinY: number,
  unit: number,
  pen: number,
): FigureOutlines {
  const { background, clothes, matte } = masks;
  const size = background.width;
  // The figure's silhouette, lightly: a face lit from one side keeps its edge on the lit side.
  const silhouette = createGrey(size, size);
  // (The matte's edge smoothed first: its small lumps, drawn as a firm line, read as growths.)
  contourLine(blurGrey(background, unit * 0.14), Math.max(1.2, unit * 0.012), silhouette);
  // The collar and the shoulders' seams: the clothes' own outline, a few confident lines.
  const seams = createGrey(size, size);
  contourLine(clothes, Math.max(1.2, unit * 0.012), seams);
  // A photo cropped at the chin has no body: the neck and shoulders are sketched in.
  const jaw: [XY, XY] = [mesh[172], mesh[397]];
  const invented = bodyShown(matte, head, chinY) < 0.25 ? inventedShoulders(size, head, jaw, chinY, pen * 0.9) : undefined;
  // Under a photo's own body the neck is two light lines from the jaw into the collar, and
  // between them the photo's neck is held light: its dark blur, a collar or a shoulder in front
  // of it, outlined and hatched at its tone, made a blob under the chin.
  const neck = invented ?? neckLines(size, head, jaw, chinY, pen * 0.8);
  return { silhouette, seams, neck, invented };
}
