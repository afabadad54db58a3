// The hair's depth (./hairColour.ts HairRead): near-black hair in a dark room is the room's
// colour, and the room's colour is left out of the hair's lit read, so what was left of it (a lit
// hairline, a shine) painted the near-black brunette (a held-out face: her lit read L 38, her hair's
// median L 14) a mid chocolate brown (blind readers: "too light and warm"). Here a drawn head on the
// sample man's mesh: near-black hair the room's colour, a lit band of it along the hairline.
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleFaces } from '../../../../testing/faces';
import { colourToLab, labColour } from '../../../shared/colour';
import { createGrey, type Colour, type Rgb } from '../../../shared/raster';
import { faceFrame, type XY } from '../../landmarks';
import { fillPolygon, scaled } from '../../masks';
import { foreheadRaised } from '../../toon3d/features';
import { hairReadOf } from './hairColour';
import { hairTones } from './hairTones';

const SIZE = 480;
const SKIN = labColour(72, 14, 20);
/** Near-black brown: the hair's body, and the dark room round it. */
const DARK = labColour(12, 3, 4);
/** The hair's lit band along the hairline (a warm light on it), about as the brunette's read. */
const LIT = labColour(38, 10, 12);

let mesh: readonly XY[] = [];

beforeAll(async () => {
  const [face] = await sampleFaces('man');
  mesh = face.mesh.map(([x, y]): XY => [x, y]);
});

/** The room and the hair both DARK, the hair's lowest sixth over the forehead LIT, the face SKIN; the matte the head. */
function darkHairInADarkRoom(): { picture: Rgb; matte: ReturnType<typeof createGrey> } {
  const raised = foreheadRaised(mesh);
  const face = fillPolygon(scaled(raised, 1.04), SIZE, SIZE);
  const head = fillPolygon(scaled(raised, 1.5, 1.35), SIZE, SIZE);
  const { faceHeight: fh, top } = faceFrame(mesh);
  const picture: Rgb = { width: SIZE, height: SIZE, data: new Float32Array(SIZE * SIZE * 3) };
  const matte = createGrey(SIZE, SIZE);
  for (let i = 0; i < SIZE * SIZE; i++) {
    const y = Math.floor(i / SIZE);
    const lit = y > top - 0.06 * fh && y < top + 0.1 * fh;
    const colour: Colour = face.data[i] > 0.5 ? SKIN : head.data[i] > 0.5 && lit ? LIT : DARK;
    picture.data.set(colour, i * 3);
    matte.data[i] = Math.max(face.data[i], head.data[i]);
  }
  return { picture, matte };
}

describe("the hair's depth", () => {
  it('reads near-black hair as near-black where its lit read is a mid brown, and paints it near-black', () => {
    const { picture, matte } = darkHairInADarkRoom();
    const read = hairReadOf(picture, mesh, matte, SKIN);
    expect(read).not.toBeNull();
    if (!read) return;
    // The lit read is the band's (the dark hair is the room's colour, left out): a mid brown, L 38.
    expect(colourToLab(read.colour)[0]).toBeGreaterThan(30);
    // The depth is the hair's own, the room's colour kept: near-black, L 12.
    expect(read.depth).toBeLessThan(16);
    // Painted from its depth, near-black (measured L 14.2 at chroma 6; black hair's paint is L 15);
    // from the lit read alone, L 22 at chroma 14, the mid chocolate brown.
    expect(colourToLab(hairTones(read.colour, read.depth).base)[0]).toBeLessThan(17);
    expect(colourToLab(hairTones(read.colour).base)[0]).toBeGreaterThan(20);
  });
});
