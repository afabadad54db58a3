// The long-hair rule on a drawn head (the twenty-ninth stop's held-out brunette: "long black hair
// became a short bob"). When the photo fills the square, the only room the parts see is the fill
// past the photo's edge, the hair's own colour smeared outwards: by colour alone (the rule before
// the twenty-ninth stop) such hair is the room and is cut off at the ears. It is long hair when
// seen falling unbroken from the head to below the ear lobes, and only then: the dark man's short
// hair stops at his lobes, 0.22 of a face over his chin, and a dark shoulder pressed to his jaw
// begins under a gap.
import { createGrey } from '../../shared/raster';
import { hairKindOf, type FaceBands } from './longHairRule';
import { BACKGROUND, CLOTHES, HAIR, SKIN, type Lab, type Prototype } from './parts';

/** A half-size square with the face in its middle: 60 wide, 80 high, the chin at row 130. */
const SIZE = 200;
const face: FaceBands = { centre: [100, 90], chin: 130, faceWidth: 60, faceHeight: 80 };
const SKIN_LAB: Lab = [70, 15, 20];
const HAIR_LAB: Lab = [20, 2, 5];
const prototypes = (room: Lab): Prototype[] => [
  { part: SKIN, lab: SKIN_LAB, share: 1 },
  { part: HAIR, lab: HAIR_LAB, share: 1 },
  { part: CLOTHES, lab: [50, 0, -20], share: 1 },
  { part: BACKGROUND, lab: room, share: 1 },
];
/** The room in a crop the hair fills: the hair's colour smeared past the photo's edge. */
const SMEARED_HAIR: Lab = [21, 3, 5];

/** Skin everywhere but two locks beside the face (from 0.5 to 0.8 of its width out) over the given rows. */
function drawnHead(hairRows: readonly [number, number][]): Float32Array {
  const lab = new Float32Array(SIZE * SIZE * 3);
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const out = Math.abs(x - face.centre[0]) / face.faceWidth;
      const hair = out > 0.5 && out < 0.8 && hairRows.some(([from, to]) => y >= from && y < to);
      lab.set(hair ? HAIR_LAB : SKIN_LAB, (y * SIZE + x) * 3);
    }
  }
  return lab;
}

/** The row `reach` face heights under the chin (negative: over it). */
const underChin = (reach: number): number => Math.round(face.chin + reach * face.faceHeight);

/** The hair's kind with the person everywhere and the room's sites along the top, inside the photo or past its edge. */
function kindOf(lab: Float32Array, room: Lab, roomInPhoto: boolean, woman = false) {
  const matte = createGrey(SIZE, SIZE);
  matte.data.fill(1);
  const beyond = createGrey(SIZE * 2, SIZE * 2);
  beyond.data.fill(roomInPhoto ? 0 : 1);
  const sites = Array.from({ length: SIZE }, (_, x) => x);
  return hairKindOf(lab, face, matte, prototypes(room), { sites, beyond }, woman);
}

describe('hairKindOf', () => {
  it('lets hair the colour of an unseen room fall to the shoulders when it runs from the head past the chin', () => {
    // The smiling woman's hair reaches 0.19 of a face under her chin, the brunette's 0.13 over hers.
    for (const reach of [0.19, -0.13]) {
      const kind = kindOf(drawnHead([[40, underChin(reach)]]), SMEARED_HAIR, false);
      expect(kind, `hair to ${reach} under the chin`).toEqual({ longHair: true, standsClear: true });
    }
  });

  it('keeps hair short that stops at the ear lobes, 0.22 of a face over the chin', () => {
    expect(kindOf(drawnHead([[40, underChin(-0.22)]]), SMEARED_HAIR, false).longHair).toBe(false);
  });

  it('keeps hair short when a gap parts it from what lies under the jaw', () => {
    // Short hair to the lobes, then 0.1 of a face of bare neck, then a dark shoulder to under the chin.
    const lab = drawnHead([
      [40, underChin(-0.22)],
      [underChin(-0.12), underChin(0.2)],
    ]);
    expect(kindOf(lab, SMEARED_HAIR, false).longHair).toBe(false);
  });

  it('still tells hair from a room the photo shows by colour alone', () => {
    const long = drawnHead([[40, underChin(0.19)]]);
    // Dark hair before a dark wall cannot be told from it; before a light wall it can.
    expect(kindOf(long, SMEARED_HAIR, true)).toEqual({ longHair: false, standsClear: false });
    expect(kindOf(long, [85, 0, 5], true)).toEqual({ longHair: true, standsClear: true });
  });

  it('lets a woman’s hair seen falling past her ears be long before a room of its colour', () => {
    // The grey woman's dark waves before a dark wall were cut at the ears into a cap.
    const long = drawnHead([[40, underChin(0.19)]]);
    expect(kindOf(long, SMEARED_HAIR, true, true).longHair).toBe(true);
    // Still short when it stops at her ear lobes, or when a gap parts it from a dark shoulder.
    expect(kindOf(drawnHead([[40, underChin(-0.22)]]), SMEARED_HAIR, true, true).longHair).toBe(false);
    const parted = drawnHead([
      [40, underChin(-0.22)],
      [underChin(-0.12), underChin(0.2)],
    ]);
    expect(kindOf(parted, SMEARED_HAIR, true, true).longHair).toBe(false);
  });
});
