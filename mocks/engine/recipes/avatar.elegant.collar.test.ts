// pix/elegant's suited sitter: the open shirt's collar (./avatar/pix/elegant/wardrobe.ts). Clipped
// by the renderer's neck outline, its edge followed the neck's stepped silhouette and the
// jacket's corner, and a blind panel read it as "a jagged collar-neck edge". Now each collar is
// drawn whole from smooth curves, over its own soft shadow on the shirt (flat, collars and shirt
// were one white mass) (./avatar/pix/elegant/collarMeasure.ts, measured on the face found in the
// result, seed 1).
import { styledSample } from '../testing/styledSample';
import { collarKink, collarShadow } from './avatar/pix/elegant/collarMeasure';

const SLOW = 300_000;

const kinks = new Map<string, number>();
const shadows = new Map<string, number>();

beforeAll(async () => {
  for (const id of ['man', 'older-man']) {
    const { picture, mesh } = await styledSample(id, 'pix/elegant');
    kinks.set(id, collarKink(picture, mesh));
    shadows.set(id, collarShadow(picture, mesh));
  }
}, SLOW);

describe('avatar pix/elegant collar', () => {
  it.each(['man', 'older-man'])('draws the %s’s collar edge as a clean curve', (id) => {
    // Main at a86547b: the largest kink of the collar's outer edge 7 px for both (the step where
    // the neck's outline meets the jacket); the collars drawn whole, 1 px.
    const kink = kinks.get(id) ?? Infinity;
    expect(kink, `kink ${kink}`).toBeLessThan(3);
  });

  it.each(['man', 'older-man'])('lays the %s’s collars on the shirt over their shadow', (id) => {
    // Main at a86547b: the white down from the collars into the shirt dips 11.7 (man) and 11.2
    // (older man) grey levels at most; over the collars' shadow, 40.7 and 39.8.
    const dip = shadows.get(id) ?? 0;
    expect(dip, `shadow ${dip.toFixed(1)}`).toBeGreaterThan(20);
  });
});
