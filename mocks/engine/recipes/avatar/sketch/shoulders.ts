// A photo cropped at the chin leaves a sketch portrait a floating head. An artist sketches the
// neck and shoulders in a few loose lines that fade towards the sheet's edge; they are drawn
// only where the figure (the person as drawn) shows no body of its own below the chin.
import { createGrey, type Grey } from '../../shared/raster';
import { strokeCurve } from '../featureLines';
import { faceFrame, type XY } from '../landmarks';

/** Loose neck and shoulder lines (0–1), or none when `figure` already has a body below the chin. */
export function looseShoulders(mesh: readonly XY[], figure: Grey, nib: number): Grey {
  const size = figure.width;
  const lines = createGrey(size, size);
  const { faceWidth, faceHeight, cx, chin } = faceFrame(mesh);
  let sum = 0;
  let count = 0;
  for (let y = Math.round(chin + faceHeight * 0.35); y < Math.min(size, chin + faceHeight * 0.7); y += 2) {
    for (let x = Math.max(0, Math.round(cx - faceWidth)); x < Math.min(size, cx + faceWidth); x += 2) {
      sum += figure.data[y * size + x];
      count++;
    }
  }
  if (count > 0 && sum / count > 0.3) return lines;
  for (const side of [-1, 1]) {
    const neck: XY[] = [
      [cx + side * faceWidth * 0.3, chin - faceHeight * 0.12],
      [cx + side * faceWidth * 0.27, chin + faceHeight * 0.12],
      [cx + side * faceWidth * 0.3, chin + faceHeight * 0.34],
    ];
    strokeCurve(lines, neck, nib * 1.3, true, 0.75);
    const shoulder: XY[] = [
      [cx + side * faceWidth * 0.36, chin + faceHeight * 0.36],
      [cx + side * faceWidth * 0.85, chin + faceHeight * 0.47],
      [cx + side * faceWidth * 1.3, chin + faceHeight * 0.62],
      [cx + side * faceWidth * 1.55, chin + faceHeight * 0.9],
    ];
    strokeCurve(lines, shoulder, nib * 1.4, true, 0.7);
    // A second, lighter try beside the first, as a sketch searches for the line.
    strokeCurve(
      lines,
      shoulder.map(([x, y]) => [x + side * faceWidth * 0.03, y + faceHeight * 0.02]),
      nib,
      true,
      0.35,
    );
  }
  // The collar: a loose curve across the neck's base.
  strokeCurve(
    lines,
    [
      [cx - faceWidth * 0.42, chin + faceHeight * 0.38],
      [cx, chin + faceHeight * 0.5],
      [cx + faceWidth * 0.42, chin + faceHeight * 0.38],
    ],
    nib * 1.1,
    true,
    0.55,
  );
  // Fading to nothing towards the bottom of the sheet.
  for (let y = 0; y < size; y++) {
    const fade = Math.min(1, Math.max(0, (size * 0.97 - y) / (size * 0.25)));
    for (let x = 0; x < size; x++) lines.data[y * size + x] *= fade;
  }
  return lines;
}
