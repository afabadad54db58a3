// The person's own features in pencil: where the photo is darker than the face round it (the
// eyes' lids and lashes, the brows, the nostrils and the nose's shadow, the lips and the mouth's
// line), drawn at that darkness. The mesh's lines alone draw every face with the same template
// eyes, brows and mouth (the twenty-first stop's held-out faces: "every woman the same generic
// face"); a portrait artist draws what the sitter's face shows: her heavy dark brows or faint
// fair ones, her lined eyes, her dark lips.
import { clamp01, createGrey, smoothstep, type Grey } from '../../shared/raster';
import { blurGrey } from '../blur';
import type { XY } from '../landmarks';
import { faceOvalMask, featuresMask } from '../masks';

/**
 * How dark the pencil draws the photo's own features (0–1), from the grey measured against its
 * broad blur over the face, the face's own strongest darks (its 97th percentile) the full value,
 * so a soft or dim photo's features are drawn as firmly as a crisp one's. Fullest on the eyes,
 * brows and lips, lighter over the rest of the face (the nose's shadow, the cheek's folds).
 */
export function ownFeatures(grey: Grey, mesh: readonly XY[], unit: number): Grey {
  const size = grey.width;
  // Wide enough that a brow or an eye is darker than its blur, narrow enough that the head's
  // broad turn from the light is not.
  const broad = blurGrey(grey, unit * 0.08);
  const face = faceOvalMask(mesh, size, { grow: 0.98, forehead: 0.1, feather: unit * 0.06 });
  const features = featuresMask(mesh, size);
  const below = createGrey(size, size);
  const found: number[] = [];
  for (let i = 0; i < grey.data.length; i++) {
    if (face.data[i] < 0.05) continue;
    below.data[i] = Math.max(0, broad.data[i] - grey.data[i]);
    if (face.data[i] > 0.5) found.push(below.data[i]);
  }
  found.sort((a, b) => a - b);
  const strongest = Math.max(0.03, found[Math.floor(found.length * 0.97)] ?? 0);
  const drawn = createGrey(size, size);
  for (let i = 0; i < grey.data.length; i++) {
    if (below.data[i] === 0) continue;
    const depth = smoothstep(0.2, 1, clamp01(below.data[i] / strongest));
    drawn.data[i] = depth * face.data[i] * (0.5 + 0.5 * features.data[i]);
  }
  return drawn;
}
