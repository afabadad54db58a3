// The 'portrait' style: a pencil sketch. Colour dodge of the grey photo over its blurred
// inverse leaves the edges as graphite lines; hatching (streaked noise, thresholded by the
// tone) lays shade in the darks; the paper's tooth breaks the strokes as real paper does.
import { gaussianBlur } from '../shared/blur';
import { streaks } from '../shared/directional';
import { domainTransform } from '../shared/domainTransform';
import { paper } from '../shared/noise';
import type { Random } from '../shared/random';
import { clamp01, createRgb, enlargeGrey, smoothstep, toGrey, type Grey, type Rgb } from '../shared/raster';

const PAPER: readonly [number, number, number] = [0.975, 0.965, 0.94];
const GRAPHITE: readonly [number, number, number] = [0.16, 0.16, 0.18];

/**
 * `enlarge`: how many times its normal size `photo` is (HD, shared/scale.ts). The filters'
 * widths are measured at the normal size and enlarged, and the paper and the hatching are
 * drawn at the normal size and enlarged, so the HD sketch is the same drawing, bigger.
 */
export function paintSketch(photo: Rgb, random: Random, progress: (percent: number) => void, enlarge = 1): Rgb {
  const { width, height } = photo;
  const normalWidth = width / enlarge;
  const normalHeight = height / enlarge;
  const scale = Math.max(normalWidth, normalHeight) / 1024;
  // Denoise first: the dodge turns every speck of sensor noise into a pencil dot.
  const grey = toGrey(domainTransform(photo, (6 * scale + 2) * enlarge, 0.08, 2));
  const blurred = gaussianBlur(grey, (8 * scale + 2) * enlarge);
  const tone = gaussianBlur(grey, (2.5 * scale + 1) * enlarge);
  const surroundings = gaussianBlur(grey, (24 * scale + 4) * enlarge);
  progress(40);

  const texture = (plane: Grey) => enlargeGrey(plane, enlarge);
  const tooth = texture(paper(normalWidth, normalHeight, random, { tooth: 1.4 * scale + 0.6, fibres: 20 }));
  const angle = (random.between(-60, -35) * Math.PI) / 180;
  const strokeLength = 28 * scale + 8;
  const hatch = texture(streaks(normalWidth, normalHeight, angle, strokeLength, random));
  const crossAngle = angle + (random.between(75, 100) * Math.PI) / 180;
  const cross = texture(streaks(normalWidth, normalHeight, crossAngle, strokeLength, random));
  progress(70);

  const result = createRgb(width, height);
  for (let i = 0; i < grey.data.length; i++) {
    // Colour dodge: grey / (1 - blur(1 - grey)) = grey / blur(grey); dark only near edges.
    const dodge = clamp01(grey.data[i] / Math.max(0.02, blurred.data[i]));
    const line = clamp01((1 - dodge ** 2.5) * 1.6);
    const shadow = 1 - tone.data[i];
    // Shade where the tone is darker than around it (the side of a nose, under a jaw), so a
    // pale, evenly lit face still gets its modelling.
    const relief = clamp01((surroundings.data[i] - tone.data[i]) * 3);
    // The darker the tone, the more of the streaks pass the threshold: hatching in the mid
    // tones, cross-hatching in the darks.
    const threshold = 0.86 - shadow * 0.45;
    const hatched = smoothstep(threshold, threshold + 0.1, hatch.data[i]) * smoothstep(0.35, 0.6, shadow);
    const crossThreshold = 0.9 - shadow * 0.45;
    const crossed = smoothstep(crossThreshold, crossThreshold + 0.1, cross.data[i]) * smoothstep(0.6, 0.8, shadow);
    // Graphite catches on the tooth's peaks and skips its pits.
    const grip = 0.6 + 0.8 * tooth.data[i];
    const darkness =
      0.88 * clamp01((line * 0.85 + 0.5 * hatched + 0.4 * crossed + smoothstep(0.2, 0.9, shadow) * 0.22 + relief * 0.5) * grip);
    const paperShade = 0.95 + 0.07 * tooth.data[i];
    const p = i * 3;
    for (let c = 0; c < 3; c++) result.data[p + c] = (PAPER[c] + (GRAPHITE[c] - PAPER[c]) * darkness) * paperShade;
  }
  progress(85);
  return result;
}
