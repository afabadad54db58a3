// The person of an anime cel as the layers it is painted in, back to front: the hair's mass,
// the neck, shoulders and top, the ears, the face (a bald head's scalp with it), a beard, and
// the fringe. Each layer is a clean drawn shape (./hairShape.ts, ./body.ts) sized and coloured
// from what the photo shows (./measure.ts); each is also kept as what is left visible of it, so
// its outline is drawn only where it shows.
import { createGrey, smoothstep, type Colour, type Grey, type Rgb } from '../../../shared/raster';
import type { Random } from '../../../shared/random';
import { faceFrame, LIPS, type XY } from '../../landmarks';
import { fillPolygon } from '../../masks';
import { smoothBeard } from './beard';
import { drawBody } from './body';
import { faceOutline } from './faceOutline';
import { drawHair } from './hairShape';
import { locksInFront } from './locks';
import type { AnimeLook } from './look';
import { measure } from './measure';
import { NEUTRAL_TOP } from './clothes';

export interface Layer {
  /** Where the layer is painted (0–1). */
  mask: Grey;
  /** What of it stays visible under the layers over it. */
  shown: Grey;
}

export interface Regions {
  hair: Layer;
  top: Layer;
  /** Long hair's locks in front of the shoulders (./locks.ts). */
  locks: Layer;
  /** Neck and bare shoulders. */
  body: Layer;
  ears: Layer;
  /** The face, with a bald head's scalp. */
  face: Layer;
  beard: Layer | null;
  fringe: Layer;
  /** Everything of the person: its outline is the figure's. */
  person: Grey;
  bald: boolean;
  skinTone: Colour;
  hairTone: Colour;
  /** The hair's median lightness (Lab L), or null where it was not read (./measure.ts). */
  hairDepth: number | null;
  topTone: Colour;
  beardTone: Colour;
}

/** A bald head's scalp: the skull's round over the raised forehead, a little wider than the face. */
function scalpOf(size: number, mesh: readonly XY[], crown: number): Grey {
  const { faceWidth: fw, top } = faceFrame(mesh);
  const middleY = (mesh[105][1] + mesh[334][1]) / 2;
  const { cx } = faceFrame(mesh);
  const rx = fw * 0.52;
  const ry = middleY - crown;
  const scalp = createGrey(size, size);
  for (let y = Math.max(0, Math.floor(crown - 2)); y < Math.min(size, top + 0.3 * ry); y++)
    for (let x = 0; x < size; x++)
      scalp.data[y * size + x] = smoothstep(1.01, 0.99, Math.hypot((x - cx) / rx, (y - middleY) / ry)) * (y < middleY ? 1 : 0);
  return scalp;
}

function union(masks: readonly Grey[], size: number): Grey {
  const out = createGrey(size, size);
  for (const mask of masks) for (let i = 0; i < out.data.length; i++) out.data[i] = Math.max(out.data[i], mask.data[i]);
  return out;
}

/** Layers back to front, each with what the ones above leave of it. */
function stacked(masks: readonly Grey[]): Layer[] {
  const size = masks[0].width;
  const over = createGrey(size, size);
  const layers: Layer[] = [];
  for (let k = masks.length - 1; k >= 0; k--) {
    const shown = createGrey(size, size);
    for (let i = 0; i < shown.data.length; i++) {
      shown.data[i] = masks[k].data[i] * (1 - over.data[i]);
      over.data[i] = Math.max(over.data[i], masks[k].data[i]);
    }
    layers[k] = { mask: masks[k], shown };
  }
  return layers;
}

/** `beyond`: how far each pixel lies past the photo's edge (../../align.ts Portrait), when known. */
export function splitPerson(
  picture: Rgb,
  mesh: readonly XY[],
  matte: Grey,
  look: AnimeLook,
  random: Random,
  beyond?: Grey,
): Regions {
  const size = picture.width;
  const measured = measure(picture, mesh, matte, look.feminine, beyond);
  const faceShape = fillPolygon(faceOutline(mesh, look.feminine), size, size);
  const hair = drawHair(size, mesh, faceShape, measured, look.feminine, random);
  const body = drawBody(size, mesh, look, measured.bareShoulders);
  const face = measured.bald ? union([faceShape, scalpOf(size, mesh, measured.crown)], size) : faceShape;
  const lips = fillPolygon(
    LIPS.map((index) => mesh[index]),
    size,
    size,
  );
  const beard = measured.beard ? smoothBeard(measured.beard.mask, mesh, lips) : createGrey(size, size);
  for (let i = 0; i < beard.data.length; i++) beard.data[i] = Math.min(beard.data[i], faceShape.data[i]);
  // Long hair hides the ears.
  const ears = measured.lengthLeft === null && measured.lengthRight === null ? body.ears : createGrey(size, size);
  const locks = locksInFront(hair.back, mesh, look);
  const [hairLayer, topLayer, bodyLayer, lockLayer, earLayer, faceLayer, beardLayer, fringeLayer] = stacked([
    hair.back,
    body.top,
    body.skin,
    locks,
    ears,
    face,
    beard,
    hair.front,
  ]);
  return {
    hair: hairLayer,
    top: topLayer,
    body: bodyLayer,
    locks: lockLayer,
    ears: earLayer,
    face: faceLayer,
    beard: measured.beard ? beardLayer : null,
    fringe: fringeLayer,
    person: union([hair.back, body.top, body.skin, ears, face, hair.front], size),
    bald: measured.bald,
    skinTone: measured.litSkin,
    hairTone: measured.hairColour,
    hairDepth: measured.hairDepth,
    topTone: measured.topColour ?? NEUTRAL_TOP,
    beardTone: measured.beard?.colour ?? measured.hairColour,
  };
}
