// The person in the photo made into a refined studio beauty portrait: their own face, hair, glasses
// and clothes, retouched and lit, before a painted studio backdrop. (The sitter rebuilt by the toon
// renderer, ./toonSitter.ts, read to a blind panel as "a dim soft 3D mannequin, hair a flat blob
// or a cap, an invented beard", not told apart from the 3D cartoons.) The portrait is framed farther
// back than a head-and-shoulders shot (./wholeHead.ts PHOTO_BACK), so a small photo's face is
// enlarged less; its blocks are
// smoothed off the sitter (./blocks.ts); the skin is evened by frequency separation, its form
// kept (../younger/skin.ts); the face exposed as a studio exposes it (./exposure.ts); its edges
// made crisp again, the eyes, brows and lips most (../younger/sharpen.ts); the matted sitter set
// before the backdrop with a glow behind the head on the key's side (./studio.ts, ./backdrop.ts);
// a soft key from one side (./keyLight.ts), a colour look (./looks.ts), a soft glow in the
// lights, a warm tint and a gentle fall-off into the corners (./finish.ts). No canvas weave: a
// photograph, not a painting.
import type { Grey, Rgb } from '../../../shared/raster';
import type { Random } from '../../../shared/random';
import { featuresMask, skinMask } from '../../masks';
import { faceUnit } from '../../retouch';
import { crispEdges, type Crisp } from '../younger/sharpen';
import { retouchSkin, type SkinRetouch } from '../younger/skin';
import { paintBackdrop } from './backdrop';
import { smoothBlocks } from './blocks';
import { exposeFace } from './exposure';
import { glowFinish } from './finish';
import { keyLight } from './keyLight';
import { LOOKS, toneLook } from './looks';
import { wrapLight } from '../../scenes/lightWrap';
import { castShadow, sitterEdge } from './sitterEdge';
import { onBackdrop, sitterMatte } from './studio';
import type { WholeHead } from './wholeHead';

/** A beauty retouch: lines and blotches cut to a quarter, the form and the pores kept. */
const SKIN: SkinRetouch = { bandSigma: 0.07, midKept: 0.25, linesKept: 0.15, noseKept: 0.85, beardKept: 1, shave: 0.1 };
/** A soft photo's edges made crisp, the eyes, brows and lips most, the skin least. */
const CRISP: Crisp = { fine: 0.4, wide: 0.6, features: 0.8, skin: 0.3, rest: 0.5 };
/** The face's mean light a studio exposure aims at (0–1), and how far a dim face is taken there. */
const FACE_LIGHT = 0.56;
const EXPOSED = 0.6;
/**
 * The backdrop's light wrapped round the sitter's edge: its reach (a share of the eye span) and how
 * much of the backdrop's colour the outermost edge takes, a little (the scenes' person takes 0.45).
 */
const WRAP_REACH = 0.06;
const WRAP = 0.25;
/** The look's mid-tone lift (a gamma): gentle, the face is exposed already. */
const LIFT = 0.94;

/** The photo's sitter as the studio has it, before the backdrop: the picture retouched and the sitter's opacity in it. */
export interface StudioSitter {
  picture: Rgb;
  matte: Grey;
}

/**
 * The sitter retouched (`wholeHead`: the style's framing, the whole head fitted), in place on its
 * picture, and their matte with a studio portrait's edge (./sitterEdge.ts), made last: its
 * fringe's colours are cleaned as the retouch left them, as the portrait shows them.
 */
export async function studioSitter(wholeHead: WholeHead): Promise<StudioSitter> {
  const { portrait: fitted, photo: aligned } = wholeHead;
  const { picture, mesh } = fitted;
  const cutOut = await sitterMatte(fitted, aligned);
  smoothBlocks(picture, mesh, cutOut);
  retouchSkin(picture, mesh, SKIN);
  exposeFace(picture, mesh, FACE_LIGHT, EXPOSED);
  crispEdges(picture, mesh, CRISP, featuresMask(mesh, picture.width), skinMask(mesh, picture.width));
  return { picture, matte: sitterEdge(picture, cutOut, wholeHead) };
}

/** The studio portrait of the photo's own sitter (`wholeHead`: the style's framing, the whole head fitted). */
export async function photoSitter(wholeHead: WholeHead, random: Random): Promise<Rgb> {
  const { mesh } = wholeHead.portrait;
  const unit = faceUnit(mesh);
  const look = LOOKS[random.below(LOOKS.length)];
  const keyFromLeft = random.below(2) === 0;
  const { picture, matte } = await studioSitter(wholeHead);
  const side = keyFromLeft ? -1 : 1;
  const backdrop = paintBackdrop(picture.width, mesh, look, side, random);
  castShadow(backdrop, matte, unit, side);
  onBackdrop(picture, backdrop, matte);
  wrapLight(picture.data, backdrop.data, matte, Math.max(1.5, unit * WRAP_REACH), WRAP);
  keyLight(picture, mesh, { keyFromLeft, backdrop, shadow: [0.86, 0.87, 0.92], lit: [1.06, 1.03, 0.99] });
  toneLook(picture, look, LIFT);
  glowFinish(picture, mesh, { tint: [1.03, 1.0, 0.96], falloff: random.between(0.12, 0.22), glow: 0.2 });
  return picture;
}
