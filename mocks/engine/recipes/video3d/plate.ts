// The background layer of the 3D photo: the photo with the person's place filled in, so that
// where the person moves away the frame shows background, never a copy of the person. The fill
// is a blurred stretch of what lies beside the hole on the same rows: the camera moves mostly
// sideways, so the strip it bares is beside the person, and a wall or a dark room continues
// sideways behind them (a round blur would pull a white tablecloth up into a dark room).
import { boxBlur, gaussianBlur, gaussianBlurRgb } from '../shared/blur';
import { createGrey, createRgb, sampleGrey, smoothstep, type Grey, type Rgb } from '../shared/raster';

/** How much wider than tall the fill's blur is. */
const STRETCH = 4;
/** The fill is made this many times smaller on each side. */
const FILL_SHRINK = 4;

/** The plane's means over FILL_SHRINK² blocks, at `size` (the last blocks cut short at the edges). */
function shrink(plane: Grey, size: { width: number; height: number }): Grey {
  const result = createGrey(size.width, size.height);
  const counts = new Float32Array(size.width * size.height);
  for (let y = 0; y < plane.height; y++) {
    const row = Math.floor(y / FILL_SHRINK) * size.width;
    for (let x = 0; x < plane.width; x++) {
      const i = row + Math.floor(x / FILL_SHRINK);
      result.data[i] += plane.data[y * plane.width + x];
      counts[i]++;
    }
  }
  for (let i = 0; i < counts.length; i++) result.data[i] /= counts[i];
  return result;
}

/** Near-Gaussian (three box passes), `sigma` across and sigma / STRETCH down. */
function stretchedBlur(plane: Grey, sigma: number): Grey {
  // Three boxes of radius r have a variance of 3 × r(r + 1) / 3 = r(r + 1) ≈ sigma².
  const rx = Math.max(1, Math.round(Math.sqrt(sigma * sigma + 0.25) - 0.5));
  const ry = Math.max(0, Math.round(rx / STRETCH));
  let result = plane;
  for (let pass = 0; pass < 3; pass++) result = boxBlur(result, rx, ry);
  return result;
}

/**
 * The photo with the subject's place filled from its surroundings (the photo is kept outside
 * the matte, so at rest the frame is the photo): normalised convolution at widening scales,
 * each finer one taking over where it has enough known pixels near it, so the fill continues
 * the colours right next to the hole.
 */
export function backgroundPlate(picture: Rgb, matte: Grey): Rgb {
  const { width, height } = picture;
  const side = Math.max(width, height);
  // The hole: every pixel with any of the person, grown by about 0.5 % of the side, so no rim
  // of the person stays on the background to be seen twice.
  const touched = createGrey(width, height);
  for (let i = 0; i < touched.data.length; i++) touched.data[i] = matte.data[i] > 0.01 ? 1 : 0;
  const grown = gaussianBlur(touched, side / 500);
  const known = createGrey(width, height);
  for (let i = 0; i < known.data.length; i++)
    known.data[i] = 1 - smoothstep(0.01, 0.08, Math.max(grown.data[i], touched.data[i]));
  // The fill is blurry anyway: it is made at a quarter of the size (a sixteenth of the work).
  const small = { width: Math.ceil(width / FILL_SHRINK), height: Math.ceil(height / FILL_SHRINK) };
  const smallKnown = shrink(known, small);
  const planes = [0, 1, 2].map((channel) => {
    const weighted = createGrey(width, height);
    for (let i = 0; i < weighted.data.length; i++) weighted.data[i] = picture.data[i * 3 + channel] * known.data[i];
    return shrink(weighted, small);
  });
  const smallFill = [0, 1, 2].map(() => createGrey(small.width, small.height));
  let first = true;
  for (const fraction of [1 / 2, 1 / 4, 1 / 8, 1 / 16, 1 / 32, 1 / 64]) {
    const sigma = (side * fraction) / FILL_SHRINK;
    const support = stretchedBlur(smallKnown, sigma);
    const sums = planes.map((plane) => stretchedBlur(plane, sigma));
    for (let i = 0; i < support.data.length; i++) {
      const s = support.data[i];
      if (s < 1e-4) continue;
      const take = first ? 1 : smoothstep(0.15, 0.45, s);
      for (let c = 0; c < 3; c++) smallFill[c].data[i] += (sums[c].data[i] / s - smallFill[c].data[i]) * take;
    }
    first = false;
  }
  const fill = createRgb(width, height);
  for (let y = 0, i = 0; y < height; y++) {
    const sy = (y + 0.5) / FILL_SHRINK - 0.5;
    for (let x = 0; x < width; x++, i++) {
      const sx = (x + 0.5) / FILL_SHRINK - 0.5;
      for (let c = 0; c < 3; c++) fill.data[i * 3 + c] = sampleGrey(smallFill[c], sx, sy);
    }
  }
  const plate = createRgb(width, height);
  for (let i = 0; i < known.data.length; i++) {
    const k = known.data[i];
    for (let c = 0; c < 3; c++) plate.data[i * 3 + c] = picture.data[i * 3 + c] * k + fill.data[i * 3 + c] * (1 - k);
  }
  // A touch of depth of field: the background a little softer than the subject.
  return gaussianBlurRgb(plate, side / 900);
}
