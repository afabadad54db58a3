// Whether a 3D toon's hair falls past the jaw (./masses.ts `longHair`): what lies beside the face
// just outside its oval, beside the jaw and beside the temples, read off the photo's low
// frequencies and the person's matte. Moved out of ./masses.ts, which had grown past 600 lines.
import { colourDistance } from '../dominantColour';
import { distance, eyeLineY, FACE_OVAL, faceFrame, outline, type XY } from '../landmarks';
import { fillPolygon, scaled } from '../masks';
import type { Colour, Grey, Rgb } from '../../shared/raster';
import { skinLikeness } from './skinLikeness';

/** What lies beside the face in a band of rows, each as a share of the ring there just outside the oval. */
export interface Beside {
  /** The person nearer the hair's colour than the skin's. */
  hair: number;
  /** The person's matte at all. */
  person: number;
  /** The person and not like the skin. */
  bare: number;
}

/**
 * For each band of rows [from, to), what lies beside the face there (just outside the oval, in a
 * ring as wide again as a third of the face). One pass for all bands: the two polygons cover the
 * whole picture. `hair` null: no hair's colour to be near.
 */
function besideTheFace(
  soft: Rgb,
  silhouette: Grey,
  person: Grey,
  mesh: readonly XY[],
  tone: Colour,
  hair: Colour | null,
  bands: readonly (readonly [number, number])[],
): Beside[] {
  const { width, height, data } = soft;
  const oval = fillPolygon(outline(mesh, FACE_OVAL), width, height);
  const grown = fillPolygon(scaled(outline(mesh, FACE_OVAL), 1.35, 1), width, height);
  return bands.map(([from, to]) => {
    let all = 0;
    let hairy = 0;
    let matted = 0;
    let bare = 0;
    for (let y = Math.max(0, Math.round(from)); y < Math.min(height, to); y++) {
      for (let x = 0; x < width; x++) {
        const i = y * width + x;
        if (grown.data[i] === 0 || oval.data[i] > 0) continue;
        all++;
        const p = i * 3;
        const likeness = skinLikeness(data, p, tone);
        if (person.data[i] >= 0.5) {
          matted++;
          if (likeness < 0.5) bare++;
        }
        if (silhouette.data[i] < 0.5 || !hair) continue;
        if (colourDistance(data, p, hair) < Math.min(0.2, (1 - likeness) * 0.35)) hairy++;
      }
    }
    return all ? { hair: hairy / all, person: matted / all, bare: bare / all } : { hair: 0, person: 0, bare: 0 };
  });
}

/**
 * What lies beside the jaw (from the nose's tip down to the chin) and beside the temples (from
 * just above the eyes down to the nose's tip), as `fallsPastJaw` reads them.
 */
export function besideJawAndTemples(
  soft: Rgb,
  silhouette: Grey,
  person: Grey,
  mesh: readonly XY[],
  tone: Colour,
  hair: Colour | null,
): [Beside, Beside] {
  const unit = distance(mesh[33], mesh[263]);
  const eyeLine = eyeLineY(mesh);
  const [jaw, temples] = besideTheFace(soft, silhouette, person, mesh, tone, hair, [
    [mesh[1][1], faceFrame(mesh).chin],
    [eyeLine - unit * 0.1, mesh[1][1]],
  ]);
  return [jaw, temples];
}

/**
 * The person's matte fills at least this share of the ring beside the jaw where hair falls past
 * it. A face's own outline is the oval: what fills the ring as wide again as a third of the face
 * down to the chin is hair. At pix/pixar's framing, seeds 1 and 2, the gallery's long-haired women
 * read 0.86–1, the tuned man 0.51–0.61 and the older man 0.40–0.42; but the receding man's short
 * hair reads 0.82–0.84 (the matte takes in the room beside his jaw), which the temples tell apart.
 */
export const MATTE_BESIDE_JAW = 0.8;
/**
 * And that much of the ring beside the jaw is the person and unlike the skin: midway between the
 * blonde's 0.405 (seed 2, her lowest; 0.47 at seed 1) and the bald man's 0.25–0.33, the highest of
 * a head the matte fills there that is no long hair. At 0.4 the blonde held by 0.005.
 */
export const BARE_BESIDE_JAW = 0.37;
/**
 * Long hair falls from the temples: the matte fills at least this share of the ring beside them.
 * Midway between the long-haired women's 0.67 (the grey woman, seed 1) and over and the receding
 * man's 0.33–0.34, whose matte beside the jaw is the room or a collar, never hair from his temples.
 */
export const MATTE_BESIDE_TEMPLES = 0.5;

/**
 * Whether the hair falls past the jaw: hair's colour beside the jaw and the temples, or the
 * person's matte filling the rings beside the jaw (with what is not skin) and beside the temples.
 * The colour alone missed at some seeds: a blonde's hair is nearly the skin's hue (the colour test
 * tightens to nothing), a brown-skinned woman's band median was read off her lit side, and each
 * framing and light of the seed moved the share across its threshold (the blonde long at seeds 1
 * and 4, cut to a bob at 2 and 3; the brown-skinned woman long at 1 only). The matte alone beside
 * the jaw is not enough: a collar, a chair or the head of someone behind fills it too.
 */
export function fallsPastJaw(jaw: Beside, temples: Beside): boolean {
  if (jaw.hair > 0.35 && temples.hair > 0.2) return true;
  return jaw.person >= MATTE_BESIDE_JAW && jaw.bare >= BARE_BESIDE_JAW && temples.person >= MATTE_BESIDE_TEMPLES;
}
