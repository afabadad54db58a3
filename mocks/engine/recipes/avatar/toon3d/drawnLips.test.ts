// pix/disney's lower lip is a drawn shape: a crisp edge round its bottom, not the soft pink glow
// under the mouth's line the blind panel read as "a blurred mouth, no crisp lip shape".
import { alignedPerson } from '../../../testing/people';
import { createGrey, type Colour, type Rgb } from '../../shared/raster';
import { distance, type XY } from '../landmarks';
import { disney, DISNEY_LOOK } from '../pix/disney';
import { paintFaceForm } from './faceForm';
import { drawLowerLip } from './drawnLips';
import { paintFeatures } from './features';

const SKIN: Colour = [0.85, 0.66, 0.55];

/** The features and the face's form painted as renderToon paints them, on a flat skin. */
function paintedMouth(mesh: readonly XY[], man: boolean): Rgb {
  const width = 768;
  const height = 768;
  const picture: Rgb = { width, height, data: new Float32Array(width * height * 3) };
  for (let p = 0; p < picture.data.length; p += 3) picture.data.set(SKIN, p);
  const everywhere = createGrey(width, height, 1);
  const { lips, lipsOpacity, blush, blushOpacity } = DISNEY_LOOK.lipsAndBlush;
  paintFeatures(picture, mesh, {
    brow: DISNEY_LOOK.brow,
    browOpacity: 0.75,
    lips,
    lipsOpacity,
    blush,
    blushOpacity,
    keyFromLeft: true,
  });
  paintFaceForm(picture, mesh, {
    keyFromLeft: true,
    ...DISNEY_LOOK.form,
    shadow: [0.6, 0.45, 0.4],
    inkColour: DISNEY_LOOK.eyes.line,
    within: everywhere,
    face: everywhere,
    manMouth: man ? { upperLip: [0.8, 0.7, 0.65], inside: [0.3, 0.15, 0.12] } : undefined,
  });
  return picture;
}

/**
 * The steepest step in light from one pixel to the next down the lower lip's middle, from under
 * the mouth's line (a tenth of an eye distance below it) to a tenth of an eye distance under the
 * lip's bottom: the lip's bottom edge, drawn or blurred.
 */
function lowerLipEdge(picture: Rgb, mesh: readonly XY[]): number {
  const unit = distance(mesh[33], mesh[263]);
  const x = Math.round(mesh[17][0]);
  const light = (y: number): number => {
    const p = (y * picture.width + x) * 3;
    return 0.299 * picture.data[p] + 0.587 * picture.data[p + 1] + 0.114 * picture.data[p + 2];
  };
  let steepest = 0;
  for (let y = Math.round(mesh[14][1] + unit * 0.1); y < mesh[17][1] + unit * 0.1; y++)
    steepest = Math.max(steepest, Math.abs(light(y + 1) - light(y)));
  return steepest;
}

describe("pix/disney's lower lip", () => {
  it('ends in a crisp drawn edge, a woman’s and a man’s', async () => {
    const { mesh } = await alignedPerson('woman', disney);
    // Main: 0.012, a woman's mouth and a man's alike (the tint's soft rim only); 0.073 now.
    for (const man of [false, true]) expect(lowerLipEdge(paintedMouth(mesh, man), mesh)).toBeGreaterThan(0.04);
  }, 600_000);

  it("leaves a grin's opening above the row it is given as it was", async () => {
    // The dark man's grin: the toon opening reaches below the mesh's lower lip, and the lip drawn
    // over it greyed his teeth with an ink line through them.
    const { mesh } = await alignedPerson('woman', disney);
    const unit = distance(mesh[33], mesh[263]);
    const picture = paintedMouth(mesh, false);
    const before = picture.data.slice();
    const below = mesh[17][1] + unit * 0.02;
    drawLowerLip(picture, mesh, unit, { colour: DISNEY_LOOK.eyes.line, amount: 1, rose: true }, undefined, below);
    const row = Math.ceil(below) * picture.width * 3;
    let moved = 0;
    for (let p = 0; p < row; p++) moved = Math.max(moved, Math.abs(picture.data[p] - before[p]));
    expect(moved).toBe(0);
    // Under it the lip's stroke is still drawn.
    let drawn = 0;
    for (let p = row; p < picture.data.length; p++) drawn = Math.max(drawn, Math.abs(picture.data[p] - before[p]));
    expect(drawn).toBeGreaterThan(0.05);
  }, 600_000);
});
