// The person of an anime cel split into the masses it is painted in: skin, hair and clothes,
// each a clean flat shape. The person is the shared matte's (../../personMatte.ts), so the hair
// keeps its own outline (short hair stays short, a bald crown stays skin); inside it a pixel is
// skin when its hue is the face's, hair when it is round the head and not skin, and clothes
// below the jaw. A neck is always drawn under the jaw: a photo's neck is mostly in the head's
// shadow and read as clothes by colour alone.
import { createGrey, smoothstep, type Colour, type Grey, type Rgb } from '../../../shared/raster';
import { blurGrey } from '../../blur';
import { distance, faceFrame, SKIN_SAMPLES, type XY } from '../../landmarks';
import { ellipseMaskInto, fillPolygon, scaled } from '../../masks';
import { foreheadRaised } from '../../toon3d/features';
import { findHair } from '../hair';
import { crisp, lumaOf, medianAt, skinLikeness } from './tone';

export interface Regions {
  /** The person, cut out clean (0–1). */
  person: Grey;
  skin: Grey;
  hair: Grey;
  clothes: Grey;
  /** Where the photo itself shows the person (the model's matte): the rest of the figure is drawn. */
  seen: Grey;
  /** The face's own oval (forehead raised to the hairline). */
  face: Grey;
  skinTone: Colour;
  hairTone: Colour;
  clothesTone: Colour;
}

const GREY_TOP: Colour = [0.42, 0.44, 0.5];

/** The colour of the top: the median of what the photo shows of the person well below the chin that is not skin. */
function topColour(picture: Rgb, seen: Grey, skinTone: Colour, from: number): Colour {
  const { width, height, data } = picture;
  const points: XY[] = [];
  for (let y = Math.max(0, Math.floor(from)); y < height; y += 3)
    for (let x = 0; x < width; x += 3) {
      const i = y * width + x;
      if (seen.data[i] > 0.8 && skinLikeness(data, i * 3, skinTone) < 0.3) points.push([x, y]);
    }
  return points.length > 40 ? medianAt(picture, points, GREY_TOP) : GREY_TOP;
}

export function splitPerson(picture: Rgb, mesh: readonly XY[], matte: Grey): Regions {
  const { width, height, data } = picture;
  const unit = distance(mesh[33], mesh[263]);
  const soften = (sigma: number) => (plane: Grey) => blurGrey(plane, sigma);
  const { faceWidth, faceHeight, cx } = faceFrame(mesh);
  const jawY = (mesh[172][1] + mesh[397][1]) / 2;
  const chinY = mesh[152][1];
  const browY = (mesh[105][1] + mesh[334][1]) / 2;
  const face = fillPolygon(foreheadRaised(mesh), width, height);
  const person = shapedPerson(matte, mesh, unit);
  const skinTone = medianAt(
    picture,
    SKIN_SAMPLES.map((index) => mesh[index]),
    [0.85, 0.68, 0.58],
  );
  const clothesTone = topColour(picture, matte, skinTone, chinY + faceHeight * 0.35);
  // The hair's colour from just above the forehead and beside the temples; a bald head's is its skin.
  const hairTone = findHair(picture, mesh).colour;
  const hairToSkin = Math.hypot(hairTone[0] - skinTone[0], hairTone[1] - skinTone[1], hairTone[2] - skinTone[2]);
  const bald = hairToSkin < 0.12;
  const neckBottom = chinY + faceHeight * 0.28;
  const skinRaw = createGrey(width, height);
  const hairRaw = createGrey(width, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (person.data[i] <= 0) continue;
      const p = i * 3;
      const toHair = Math.hypot(data[p] - hairTone[0], data[p + 1] - hairTone[1], data[p + 2] - hairTone[2]);
      const toSkin = Math.hypot(data[p] - skinTone[0], data[p + 1] - skinTone[1], data[p + 2] - skinTone[2]);
      // Skin by its hue, unless nearer the hair's colour (blonde and brown hair share skin's hue).
      const nearerHair = bald || y > jawY ? 0 : smoothstep(-0.03, 0.03, toSkin - toHair);
      // Below the neck, skin only beyond a rounded neckline (bare shoulders): the middle is the top's.
      const across = Math.abs(x - cx) / (faceWidth * 0.5);
      const shoulders = smoothstep(1, -1, y - (neckBottom + faceHeight * 0.6 * across * across));
      const skinish = skinLikeness(data, p, skinTone) * (1 - nearerHair) * shoulders;
      const hairish = bald ? 0 : 1 - smoothstep(0.14, 0.26, toHair);
      const inFace = face.data[i];
      // Over the forehead, hair-coloured pixels that are not skin are a fringe.
      const fringe = inFace * (y < browY ? hairish * (1 - skinish) : 0);
      const head = 1 - smoothstep(jawY, jawY + unit * 0.3, y);
      // Round a bald head, whatever is not skin (a glasses' arm, the matte's fringe) is painted skin.
      const aboveJaw = (1 - inFace) * head;
      const hair = bald ? 0 : Math.max(fringe, (1 - inFace) * (1 - skinish) * head);
      hairRaw.data[i] = hair;
      // Where the photo does not show the person (the drawn shoulders), colour says nothing.
      const shown = smoothstep(0.4, 0.6, matte.data[i]);
      skinRaw.data[i] = Math.max(inFace * (1 - fringe), skinish * shown * (1 - hair), bald ? aboveJaw : 0);
    }
  }
  const hair = crisp(hairRaw, soften(unit * 0.05));
  const skin = crisp(skinRaw, soften(unit * 0.025));
  addNeck(skin, mesh, neckBottom, faceWidth);
  const clothes = createGrey(width, height);
  for (let i = 0; i < person.data.length; i++) {
    const m = person.data[i];
    hair.data[i] = Math.min(hair.data[i], m);
    skin.data[i] = Math.min(skin.data[i], m - hair.data[i]);
    skin.data[i] = Math.max(0, skin.data[i]);
    const rest = Math.max(0, m - hair.data[i] - skin.data[i]);
    // Above the jaw nothing is clothes: what the masks leave there (a sliver by a cheek) is skin.
    if (i < jawY * width) skin.data[i] += rest;
    else clothes.data[i] = rest;
  }
  return {
    person,
    seen: matte,
    skin,
    hair,
    clothes,
    face: blurGrey(face, 0.8),
    skinTone,
    hairTone,
    clothesTone: lumaOf(clothesTone) > 0 ? clothesTone : GREY_TOP,
  };
}

/** A neck under the jaw, in the skin mask: a column as wide as a neck is for this face, widening to its base. */
function addNeck(skin: Grey, mesh: readonly XY[], bottom: number, faceWidth: number): void {
  const { width, height } = skin;
  const cx = (mesh[172][0] + mesh[397][0] + mesh[152][0] * 2) / 4;
  const top = (mesh[172][1] + mesh[397][1]) / 2;
  const half = faceWidth * 0.27;
  const neck = fillPolygon(
    [
      [cx - half, top],
      [cx + half, top],
      [cx + half * 1.12, bottom],
      [cx - half * 1.12, bottom],
    ],
    width,
    height,
  );
  const shaped = blurGrey(neck, 1);
  for (let i = 0; i < skin.data.length; i++) skin.data[i] = Math.max(skin.data[i], shaped.data[i]);
}

/**
 * The person as the cel draws it: the matte, smoothed (a matte's ragged fringe read as torn
 * paper), kept to the head's own round above the chin (what lies beyond is the background the
 * model let in), with a clean skull over the raised forehead (a crown cut off by the photo's
 * edge is drawn whole) and shoulders drawn below the chin where the photo ends early.
 */
function shapedPerson(matte: Grey, mesh: readonly XY[], unit: number): Grey {
  const { width, height } = matte;
  const { faceWidth, faceHeight, cx, cy, chin } = faceFrame(mesh);
  const soft = blurGrey(matte, unit * 0.035);
  const head = ellipseMaskInto(
    createGrey(width, height),
    cx,
    cy - faceHeight * 0.08,
    faceWidth * 0.88,
    faceHeight * 0.82,
    unit * 0.1,
  );
  const skull = fillPolygon(scaled(foreheadRaised(mesh), 1.03), width, height);
  const body = ellipseMaskInto(createGrey(width, height), cx, cy + faceHeight * 1.55, faceWidth * 1.7, faceHeight * 1.05, 2);
  // Shoulders are drawn only when the photo ends above them: a matte that reaches the bottom
  // across a good part of it is the person's own body, and drawn clothes beyond it would dress the room.
  let bottomRow = 0;
  for (let x = 0; x < width; x++) bottomRow += soft.data[(height - 1) * width + x];
  const drawBody = bottomRow < width * 0.45;
  const person = createGrey(width, height);
  for (let y = 0; y < height; y++) {
    const below = smoothstep(chin, chin + faceHeight * 0.3, y);
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const kept = smoothstep(0.4, 0.6, soft.data[i]) * Math.max(below, head.data[i]);
      person.data[i] = Math.max(kept, skull.data[i], drawBody && y > chin ? body.data[i] : 0);
    }
  }
  return person;
}
