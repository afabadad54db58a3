// A 3D animated-film character of the person in the photo, the pipeline pix/pixar and
// pix/disney share (each gives its own look): the face reshaped to a toon's proportions
// (./proportions.ts), the person cut out (./person.ts), the skin rebuilt as a smooth shaded
// surface lit from the face's modelled relief (./relief.ts: a key with soft wrap, shadows warmed
// as skin scatters light, a highlight), keeping only the broad light of the photo so the face
// stays the person's; hair and clothes simplified into smooth masses with a sheen on the hair;
// painted eyes, brows and lips; a rim of light round the silhouette; and a drawn backdrop
// (./backdrop.ts) with the figure's soft shadow on it.
import { hypot2 } from '../../shared/hypot';
import { hex } from '../../shared/colour';
import type { Random } from '../../shared/random';
import { chromaOf, createGrey, lumaOf, smoothstep, type Colour, type Grey, type Rgb } from '../../shared/raster';
import { blurGrey } from '../blur';
import { distance, eyeLineY, faceFrame, type XY } from '../landmarks';
import { wideBlurRgb } from '../resample';
import type { Portrait } from '../align';
import { lipAndCheekPaint, type LipAndCheekPaint } from '../pix/dress';
import { findBeard, paintBeard } from './beard';
import { paintFaceForm, type FormPaint } from './faceForm';
import { shortHairedMan, whoIs } from './who';
import { paintToonEyes, photographedIris, type ToonEyeOptions } from './eyes';
import { paintFeatures } from './features';
import { reshapeFace } from './meshWarp';
import { liftBody } from './neckLift';
import { cleanNeckline } from './neckline';
import { dropDetached, dropHairApart } from './detached';
import { roundOutline } from './roundOutline';
import { frameWithHair } from './hairFrame';
import { fillEdgePockets } from './edgePockets';
import { lockTippedOutline } from './lockOutline';
import { toonPersonMatte } from './person';
import { toonPlans, type ToonShape } from './proportions';
import { keepSmile } from './smile';
import { manMouth } from './lipTone';
import { findTeeth } from './teeth';
import { facingCamera } from './frontal';
import { lightFace } from './relief';
import { lightHead } from './shading';
import { drawnMasses, type Masses } from './masses';
import { drawnNeck, NECK_SHADOW_SOFTNESS } from './neck';
import { addEars, shadeEars } from './ears';
import { paintClothes, paintHair } from './paintMasses';
import { contactShadow } from './occlusion';
import { rimAround } from './rim';
import { glassesFrame, paintGlasses } from './glasses';
import { balanceBySkin, litSkinTones, skinTone } from './skin';
import { luma } from './skinLikeness';
import type { HairRichness } from './hairAlbedo';

export interface ToonLook {
  shape: ToonShape;
  /**
   * The skin's colour from the person's: saturation gain, lightness gain, and a tint mixed in;
   * with `ownSaturation` the photo's cast is taken out by turning the skin's hue only
   * (./skin.ts `balanceBySkin`), so a pale skin is not made a typical skin's tan. `brownTint`: the
   * tint's amount on a brown skin (chroma from RUDDY up) if not `tintAmount`.
   */
  skin: {
    saturation: number;
    lightness: number;
    tint: Colour;
    tintAmount: number;
    brownTint?: number;
    ownSaturation?: boolean;
  };
  /** Least light in the skin's shadow, and the colour the shadow turns (subsurface scattering). */
  ambient: number;
  shadowTint: Colour;
  /** The shadow's colour on a brown skin (chroma from RUDDY up) if not `shadowTint`. */
  brownShadowTint?: Colour;
  /**
   * The key light's colour on the skin where it falls (white unless given): pix/pixar's a little
   * golden, as a render's key is warm; without it the lit skin read as a grey pink.
   */
  keyColour?: Colour;
  /** Light wrapping the terminator, the highlight's gloss and strength. */
  wrap: number;
  /** The lower face lit as a 3D toon's, its chin forward (relief.ts KeyLight.toonChin); false unless given. */
  toonChin?: boolean;
  /**
   * How far the head's shadow on the neck is softened, in eye distances (0.12 unless given):
   * pix/pixar's 0.05, a band under the chin over a lit cylinder (./neck.ts).
   */
  neckShadowSoftness?: number;
  /**
   * The head's shadow on the neck carried up to the face's edge (false unless given): pix/pixar's,
   * with none on the oval's antialiased edge a thin light seam ran along the jaw (./neck.ts).
   */
  neckShadowToJaw?: boolean;
  gloss: number;
  specular: number;
  /** How much of the photo's own broad light and shade the rebuilt skin keeps (0 none … 1 all). */
  likeness: number;
  /** Hair and clothes: chroma gain of their smooth masses, and the hair's sheen (0–1). */
  chroma: number;
  sheen: number;
  /** The hair's colour made rich before it is painted (./hairAlbedo.ts; as read unless given). */
  hairRichness?: HairRichness;
  /** The silhouette's rim light. */
  rim: Colour;
  rimStrength: number;
  /** The backdrop, drawn for the picture's side; the key light's side is given. */
  backdrop: (size: number, random: Random, keyFromLeft: boolean, hair: Colour | null) => Rgb;
  /** The figure's shadow on the backdrop (0 none). */
  castShadow: number;
  eyes: Omit<ToonEyeOptions, 'lashes'> & { lashes: number };
  brow: number;
  lipsAndBlush: LipAndCheekPaint & { blush: Colour };
  /**
   * A 2D film's painting instead of a render (pix/disney; pixar leaves all three out): the skin's
   * light in two tones with a soft terminator (0 a smooth render … 1 cel bands), hair and clothes
   * painted in a few flat values. (An ink line round the figure was tried and left out: beside
   * the mesh's oval it split a turned face's far cheek, and kept clear of the cheek it was too
   * faint to tell the two styles apart.)
   */
  cel?: number;
  /**
   * The cel terminator: the share of the lit tone where the shadow ends and how wide its step
   * is (0.85 and 0.25 unless given: a soft step; narrow, one hard-edged shadow shape).
   */
  terminator?: { at: number; width: number };
  /**
   * A 2D film's shadow shape instead of the modelled relief's: the face lit inside its own oval
   * moved towards the key by this share of its width, the rest a soft-edged shade on the far
   * cheek and along the jaw (`crescentLight`). Cut from the relief, the hollows gave ragged blobs round an eye
   * socket and under the nose, and smoothed first, a straight diagonal through the nose. None
   * unless given.
   */
  crescent?: number;
  paintedMasses?: number;
  /** The hair's modelled locks and fine strands (./paintMasses.ts; 1 unless given). */
  hairLocks?: number;
  /** The hair as a few big sculpted locks (./locks.ts), not faint grooves on one smooth shell. */
  sculptedLocks?: boolean;
  /** A short-haired man's hair outline above the eyes ending in its locks' lobes (./lockOutline.ts; 0 none … 1). */
  lockTips?: number;
  /**
   * A brown cheek's blush a deeper tone of its own skin (`cheekBlush`), not the look's pink. Pixar's
   * alone: on disney's brown woman blind readers found main's pink blush "cleaner".
   */
  brownBlush?: boolean;
  /**
   * Ears beside short hair (./ears.ts; none unless given): pix/disney's, inked round with the
   * figure, and pix/pixar's. Joined at a fixed column, pixar's unoutlined ears were "pasted on"
   * (a straight seam, the lobe square-cut where the jaw recedes); joined along the face's edge, a
   * blind reader kept them 8 of 8.
   */
  ears?: boolean;
  /**
   * A pale skin half in warm shade painted from where it is lit (`paintTone`; its median tone
   * otherwise, unless given): pix/pixar's and pix/disney's, judged by a blind reader. pix/elegant's
   * sitter keeps its median tone: its jaw and neck are cleaned and measured against it
   * (../pix/elegant/jawGap.ts), and lit lighter its older man showed a dark mark beside the neck.
   */
  litSkin?: boolean;
  /** Drawn last, over the figure on its backdrop (pix/disney's ink line round the masses). */
  finish?: (picture: Rgb, masses: Masses, face: readonly XY[], keyFromLeft: boolean) => void;
  /**
   * Whether a light metal glasses frame (./glasses.ts `glassesFrame`) is drawn too, not only a
   * dark one (pix/pixar; disney's far cheek crossed by it measured rougher than its test allows).
   */
  lightFrames?: boolean;
  /** A render's contact shadow where the skin meets hair or the neck (./occlusion.ts; 0 none). */
  occlusion?: number;
  /** The face's modelled form (./faceForm.ts): shading strength, highlights, and a 2D film's ink lines. */
  form: Pick<FormPaint, 'shade' | 'highlight' | 'ink' | 'chinArc' | 'sculptedNose' | 'smileParted'>;
}

/** A light metal glasses frame's colour (old gold), darker than the skin so it reads on it. */
const METAL_FRAME = hex('#8c6a3c');

/**
 * Half the width of the 2D film's shadow edge, in face widths (the cel step in `renderSkin` keeps
 * about a third of it as the visible ramp).
 */
const CRESCENT_SOFT = 0.06;

/** The most chroma (HSV saturation) a look's saturation gain raises a skin's to. */
const SKIN_CHROMA = 0.45;
/** The chroma over which a skin counts as ruddy or brown (pale below the first, wholly above the second). */
const RUDDY: readonly [number, number] = [0.3, 0.4];
/** The light (luma) over which a saturated skin's blush turns from the look's to brown's (`cheekBlush`): fair above the first. */
const BROWN_LIGHT: readonly [number, number] = [0.68, 0.58];

/** How brown or ruddy a skin is by its chroma: 0 pale (below RUDDY), 1 wholly above it. */
export function brownness(tone: Colour): number {
  return smoothstep(RUDDY[0], RUDDY[1], chromaOf(tone));
}

/**
 * A skin's light (luma) over its chroma under which it counts brown (wholly under the first, not
 * at all over the second): a light skin needs more chroma to count brown. A fair face in warm
 * light is as saturated as a light brown one but lighter: the receding man (own chroma 0.36-0.37
 * at luma 0.73, 1.99-2.04) and the brunette (0.42-0.44 at 0.70-0.71, 1.60-1.68) counted brown
 * 0.6-0.8 and 1 by chroma alone, and were painted a tan they do not have. The dark woman's
 * (0.97-1.06), the dark man's (0.68-0.74) and the bald man's (1.11-1.17) skins stay brown.
 */
const LIGHT_PER_CHROMA: readonly [number, number] = [1.2, 1.45];

/**
 * How brown the person's skin is (`brownness`, held to skins dark for their chroma by
 * LIGHT_PER_CHROMA), read from the photo's own colour, before
 * `balanceBySkin`: with the look's `litSkin` as `paintTone` paints it, else its median. Balanced
 * towards a typical skin's colour (pix/disney and pix/elegant balance all the way to NEUTRAL_SKIN,
 * saturation 0.45), every fair skin's chroma was raised past RUDDY, and pix/disney painted the
 * woman, the man, the East Asian woman and the blonde brown (0.80, 0.96, 0.81, 0.89: their own
 * chroma 0.23–0.28 raised to 0.37–0.39): little of the look's peach, no lightening, a brown
 * shadow. The dark man's and the dark woman's own chroma (0.54, 0.59) stay brown.
 */
export function skinBrownness(figure: Pick<ToonFigure, 'ownTone' | 'ownPaint'>, look: Pick<ToonLook, 'litSkin'>): number {
  const own = look.litSkin ? figure.ownPaint : figure.ownTone;
  return brownness(own) * smoothstep(LIGHT_PER_CHROMA[1], LIGHT_PER_CHROMA[0], lumaOf(own) / (chromaOf(own) || 1));
}

/** The chroma of a skin's lit quarter (`litSkinTones`) below which it is pale (wholly below the first). */
const PALE_LIT: readonly [number, number] = [0.2, 0.3];

/**
 * The colour the skin is painted from: its tone, or, where the tone counts brown but the skin's
 * lit quarter is nearly grey, its lit half's colour as light as its lit quarter. A pale face half
 * in warm shade reads ruddy by its median: the backlit older man's tone has chroma 0.36 at luma
 * 0.47, his lit quarter 0.11 at 0.66, and painted from the tone he was "a pale man painted deep
 * tan" to blind readers. A brown skin is as saturated where it is lit (the dark man's lit quarter
 * 0.49, the dark woman's 0.58). The lit quarter alone is near grey (the window's light on a pale
 * cheek); the lit half keeps the skin's hue.
 */
export function paintTone(soft: Rgb, mesh: readonly XY[], tone: Colour): Colour {
  const brown = brownness(tone);
  // A skin that does not count brown is painted as it is: no need to gather its lit patches.
  if (brown === 0) return tone;
  const litShare = litSkinTones(soft, mesh);
  const lit = litShare(0.25);
  const pale = brown * smoothstep(PALE_LIT[1], PALE_LIT[0], chromaOf(lit));
  if (pale === 0) return tone;
  const half = litShare(0.5);
  const lift = lumaOf(lit) / (lumaOf(half) || 1);
  const mix = (c: number): number => tone[c] + (half[c] * lift - tone[c]) * pale;
  return [mix(0), mix(1), mix(2)];
}

/**
 * The skin's colour as the look paints it: its lightness drawn part way towards a toon's bright
 * skin (a dark skin stays darker than a fair one, only lit as a render lights it). `brown`: how
 * brown the skin is (`skinBrownness`; the tone's own `brownness` unless given).
 */
export function albedo(tone: Colour, look: ToonLook['skin'], brown = brownness(tone)): Colour {
  const mean = (tone[0] + tone[1] + tone[2]) / 3;
  const light = lumaOf(tone) || 0.5;
  // A ruddy or brown skin (chroma from RUDDY up) keeps its own chroma and lightness: raised and
  // lightened with a pale one, a brown skin turned a bright orange and a ruddy one orange-red
  // (the older man's and the brown-skinned woman's pix/pixar faces to a blind panel).
  const chroma = chromaOf(tone);
  const pale = 1 - brown;
  // Only a third of the way: lifted further, a brown skin was whitened to a tan.
  const lifted = (light + (0.8 - light) * 0.3) * (1 + (look.lightness - 1) * pale);
  const gain = lifted / light;
  const tintScale = lifted / (lumaOf(look.tint) || 1);
  // A skin's chroma raised only up to SKIN_CHROMA: a brown skin already that saturated, raised
  // with a pale one, turned orange.
  const saturation = Math.max(1, Math.min(1 + (look.saturation - 1) * pale, SKIN_CHROMA / (chroma || 1)));
  const tintAmount = look.tintAmount + ((look.brownTint ?? look.tintAmount) - look.tintAmount) * (1 - pale);
  const channel = (c: number): number => {
    const made = Math.min(1, (mean + (tone[c] - mean) * saturation) * gain);
    // The tint at the skin's own lightness: it warms or cools a dark skin without whitening it.
    return made + (look.tint[c] * tintScale - made) * tintAmount;
  };
  const made: Colour = [channel(0), channel(1), channel(2)];
  return made;
}

/**
 * The colour the skin's shadow turns: on a brown skin the look's `brownShadowTint` if it has one
 * (`brown` as `albedo` takes it).
 */
export function skinShadow(
  tone: Colour,
  look: Pick<ToonLook, 'shadowTint' | 'brownShadowTint'>,
  brown = brownness(tone),
): Colour {
  const brownTint = look.brownShadowTint ?? look.shadowTint;
  const mix = (c: number): number => look.shadowTint[c] + (brownTint[c] - look.shadowTint[c]) * brown;
  return [mix(0), mix(1), mix(2)];
}

/**
 * The blush on the cheeks: the look's on a pale skin, and without `brownBlush` on any; with it, on a
 * brown one (faded in over RUDDY; `brown` as `albedo` takes it) a deeper, warmer tone of the skin's own painted colour, as a brown cheek flushes. The look's
 * pink laid on a brown skin read as "a pink blush on brown cheeks" (ashy pink patches).
 */
export function cheekBlush(
  tone: Colour,
  look: Pick<ToonLook, 'skin' | 'lipsAndBlush' | 'brownBlush'>,
  brown = brownness(tone),
): Colour {
  if (!look.brownBlush) return look.lipsAndBlush.blush;
  const skin = albedo(tone, look.skin, brown);
  const deeper: Colour = [skin[0] * 0.9, skin[1] * 0.58, skin[2] * 0.5];
  // Brown is saturated and darker: by saturation alone a fair, peachy skin counted as brown too,
  // and its blush turned a tan smudge (the blonde's and the brunette's faces).
  const k = brown * smoothstep(BROWN_LIGHT[0], BROWN_LIGHT[1], lumaOf(tone));
  const blush = look.lipsAndBlush.blush;
  const mix = (c: number): number => blush[c] + (deeper[c] - blush[c]) * k;
  return [mix(0), mix(1), mix(2)];
}

/**
 * Light that is `flat` inside the face's oval moved towards the key, and shade (0.7 of it) outside:
 * the shade's edge ramped over CRESCENT_SOFT face widths and faded out above the eyes, so it lies
 * on the far cheek and along the jaw. Cut in a pixel and running up to the temple, it was "one
 * flat crescent down the far side of the oval with a hard edge" to the blind panel.
 */
function crescentLight(
  mesh: readonly XY[],
  width: number,
  height: number,
  shift: number,
  keyFromLeft: boolean,
  flat: number,
): Grey {
  const { faceWidth, faceHeight, cx, cy } = faceFrame(mesh);
  const ox = cx + (keyFromLeft ? -1 : 1) * shift * faceWidth;
  const oy = cy - shift * 0.5 * faceHeight;
  const rx = faceWidth * 0.5;
  const ry = faceHeight * 0.55;
  const soft = faceWidth * CRESCENT_SOFT;
  const unit = distance(mesh[33], mesh[263]);
  const eyes = eyeLineY(mesh);
  const light = createGrey(width, height);
  for (let y = 0; y < height; y++) {
    const low = smoothstep(eyes - unit * 0.6, eyes + unit * 0.2, y + 0.5);
    for (let x = 0; x < width; x++) {
      // Distance past the moved oval in pixels (near its rim).
      const r = hypot2((x + 0.5 - ox) / rx, (y + 0.5 - oy) / ry);
      const past = (r - 1) * Math.min(rx, ry);
      light.data[y * width + x] = flat * (1 - 0.3 * low * smoothstep(-soft, soft, past));
    }
  }
  return light;
}

/**
 * The photo's broadest light the rebuilt skin keeps: its lightness over the skin's tone, blurred
 * 0.4 eye distances (which side of the face is lit), held to 0.75-1.2 and taken to `likeness`.
 * Blurred 0.14 eye distances, the photo's own shadows (under the eyes, beside the nose and the
 * mouth, under a lip) came through as blotches 8% darker or lighter than the smooth light round
 * them: "blurry blotchy skin" to the blind panel.
 */
export function photoLight(soft: Rgb, unit: number, tone: Colour, likeness: number): Grey {
  // None of it kept (pix/disney's flat paint): every pixel's share to the power 0 is 1, so the
  // photo's light is not blurred and read for nothing.
  if (likeness === 0) return createGrey(soft.width, soft.height, 1);
  const broad = wideBlurRgb(soft, unit * 0.4).data;
  const toneLight = lumaOf(tone) || 0.5;
  const kept = createGrey(soft.width, soft.height);
  for (let i = 0, p = 0; i < kept.data.length; i++, p += 3)
    kept.data[i] = Math.min(1.2, Math.max(0.75, luma(broad, p) / toneLight)) ** likeness;
  return kept;
}

/**
 * The room a fair skin leaves over its painted colour (1 less its luma: a pale albedo is about
 * 0.7). The highlight is screened over the skin, so it adds the room it finds: on a brown skin
 * (the dark man's albedo 0.5) twice a fair one's, and pix/pixar's broad sheen lit his key-side
 * cheek and brow so far over his far cheek and jaw that these read as "a dark brown patch".
 */
const FAIR_ROOM = 0.3;

/** The highlight's share on a skin of this colour: 1 on a fair skin, less where it finds more room. */
export function highlightOn(colour: Colour): number {
  return Math.min(1, FAIR_ROOM / Math.max(FAIR_ROOM, 1 - lumaOf(colour)));
}

/**
 * Skin rebuilt over the weight: the look's colour, lit wholly by the modelled relief (a neck by
 * its cylinder), the photo giving only its broadest light, so a blurred face renders as crisply
 * as a sharp one.
 */
function renderSkin(
  picture: Rgb,
  soft: Rgb,
  mesh: readonly XY[],
  masses: Masses,
  tone: Colour,
  painted: Colour,
  brown: number,
  look: ToonLook,
  keyFromLeft: boolean,
): void {
  const { width, height, data } = picture;
  const unit = distance(mesh[33], mesh[263]);
  const weight = masses.skin;
  const light = lightFace(mesh, width, height, {
    fromLeft: keyFromLeft,
    wrap: look.wrap,
    gloss: look.gloss,
    toonChin: look.toonChin,
  });
  const neck = drawnNeck(soft, mesh, masses.silhouette, tone, {
    fromLeft: keyFromLeft,
    wrap: look.wrap,
    flat: light.flat,
    shadowSoftness: look.neckShadowSoftness ?? NECK_SHADOW_SOFTNESS,
    shadowToJaw: look.neckShadowToJaw ?? false,
  });
  const kept = photoLight(soft, unit, tone, look.likeness).data;
  const colour = albedo(painted, look.skin, brown);
  const shine = highlightOn(colour) * look.specular;
  const shadowTint = skinShadow(painted, look, brown);
  // Lit so that skin facing the camera keeps the albedo: the key brightens, shadow darkens.
  const facing = look.ambient + (1 - look.ambient) * light.flat;
  const cel = look.cel ?? 0;
  const keyColour = look.keyColour ?? [1, 1, 1];
  const terminator = look.terminator ?? { at: 0.85, width: 0.25 };
  const shaped = look.crescent
    ? crescentLight(mesh, width, height, look.crescent, keyFromLeft, light.flat).data
    : light.diffuse.data;
  // Below the jaw the neck's cylinder lights the skin, not the face's relief.
  const jaw = (mesh[172][1] + mesh[397][1]) / 2;
  const chin = mesh[152][1];
  for (let i = 0, p = 0; i < weight.data.length; i++, p += 3) {
    const w = weight.data[i];
    if (w <= 0) continue;
    const onNeck = smoothstep(jaw, chin + unit * 0.1, Math.floor(i / width)) * (1 - masses.face.data[i]);
    const smoothLight = shaped[i] * (1 - onNeck) + neck.light.data[i] * onNeck;
    // Cel bands: lit or in shade, the terminator a soft step (a painted cheek, not a render's gradient).
    const diffuse =
      smoothLight +
      (light.flat *
        (0.72 + 0.28 * smoothstep(light.flat * (terminator.at - terminator.width), light.flat * terminator.at, smoothLight)) -
        smoothLight) *
        cel;
    const lit = ((look.ambient + (1 - look.ambient) * diffuse) / facing) * kept[i];
    const shadow = (1 - diffuse) * 0.7;
    // Where the key falls the skin takes its colour (a cel's flat paint keeps its own).
    const keyed = diffuse * (1 - cel);
    const gleam = light.specular.data[i] * shine;
    for (let c = 0; c < 3; c++) {
      const scattered = colour[c] * lit * (1 + (shadowTint[c] - 1) * shadow) * (1 + (keyColour[c] - 1) * keyed);
      const value = Math.min(1, scattered + gleam * (1 - scattered));
      data[p + c] += (value - data[p + c]) * w;
    }
  }
}

/** The figure over its backdrop: edge pixels' colours taken from inside (no fringe of the room), a soft shadow behind. */
function overBackdrop(figure: Rgb, person: Grey, backdrop: Rgb, unit: number, shadow: number, keyFromLeft: boolean): Rgb {
  const { width, height } = figure;
  const weighted = createGrey(width, height);
  const premultiplied: Rgb = { width, height, data: new Float32Array(figure.data.length) };
  for (let i = 0, p = 0; i < person.data.length; i++, p += 3) {
    const a = person.data[i];
    weighted.data[i] = a;
    for (let c = 0; c < 3; c++) premultiplied.data[p + c] = figure.data[p + c] * a;
  }
  const sigma = Math.max(2, unit * 0.05);
  const spreadColour = wideBlurRgb(premultiplied, sigma).data;
  const spreadWeight = blurGrey(weighted, sigma).data;
  // No shadow asked (both looks today): its wide blur of the whole frame is skipped.
  const cast = shadow > 0 ? blurGrey(person, unit * 0.25) : null;
  const shiftX = Math.round((keyFromLeft ? 1 : -1) * unit * 0.18);
  const shiftY = Math.round(unit * 0.08);
  const out: Rgb = { width, height, data: new Float32Array(figure.data.length) };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const p = i * 3;
      // The outline's own antialiasing kept (about two pixels): sharpened to one, a dark top's
      // shoulder leaving the frame's side stepped from row to row.
      const a = smoothstep(0.35, 0.85, person.data[i]);
      const sx = Math.min(width - 1, Math.max(0, x - shiftX));
      const sy = Math.min(height - 1, Math.max(0, y - shiftY));
      const shade = cast ? 1 - cast.data[sy * width + sx] * shadow : 1;
      const fill = spreadWeight[i] > 1e-3 ? 1 / spreadWeight[i] : 0;
      const inside = smoothstep(0.85, 1, person.data[i]);
      for (let c = 0; c < 3; c++) {
        const edgeColour = spreadColour[p + c] * fill;
        const own = figure.data[p + c] * inside + edgeColour * (1 - inside);
        out.data[p + c] = backdrop.data[p + c] * shade * (1 - a) + own * a;
      }
    }
  }
  return out;
}

/** The reshaped portrait's figure before any paint: its mesh, its photo's low frequencies, the skin's tone and the masses. */
export interface ToonFigure {
  toon: Rgb;
  face: XY[];
  /** The photo's low frequencies, balanced by the skin (./skin.ts `balanceBySkin`). */
  soft: Rgb;
  /** The skin's tone, balanced with `soft`. */
  tone: Colour;
  /** The skin's tone in the photo as it is (before the balance), and that as `paintTone` paints it. */
  ownTone: Colour;
  ownPaint: Colour;
  masses: Masses;
}

/** The portrait reshaped to `shape` and drawn as clean masses (./masses.ts). */
export async function toonFigure(
  { picture, mesh }: Portrait,
  shape: ToonShape,
  man = false,
  ownSaturation = false,
): Promise<ToonFigure> {
  const toon = reshapeFace(picture, mesh, [facingCamera(), ...toonPlans(shape), ...keepSmile(mesh)]);
  const face = toon.mesh;
  const unit = distance(face[33], face[263]);
  const person = await toonPersonMatte(toon.picture, face);
  // Only the photo's low frequencies: which colour is where, never its blur or its grain.
  const soft = wideBlurRgb(toon.picture, Math.max(1.5, unit * 0.04));
  const ownTone = skinTone(soft, face);
  // Read before the balance changes `soft` in place: how brown the skin is (`skinBrownness`).
  const ownPaint = paintTone(soft, face, ownTone);
  const tone = balanceBySkin(soft, ownTone, 0.6, ownSaturation);
  const masses = drawnMasses(soft, person, face, tone, man);
  if (shape.neck !== undefined) {
    liftBody(toon.picture, soft, masses, face, shape.neck);
    cleanNeckline(masses, face);
  }
  dropHairApart(masses, face[152][1]);
  roundOutline(masses, face);
  frameWithHair(masses, face);
  dropDetached(masses.silhouette, masses.face);
  fillEdgePockets(masses, soft);
  return { toon: toon.picture, face, soft, tone, ownTone, ownPaint, masses };
}

export async function renderToon(portrait: Portrait, random: Random, look: ToonLook): Promise<Rgb> {
  const who = await whoIs(portrait.picture);
  const { makeup, man } = who;
  const shape: ToonShape = {
    ...look.shape,
    // A man keeps a squarer jaw: a toon's narrow chin read as a man turned feminine.
    chinNarrow: man ? look.shape.chinNarrow * 0.3 : look.shape.chinNarrow,
    chinKeep: man ? Math.min(1, look.shape.chinKeep + 0.08) : look.shape.chinKeep,
    eyeWidth: look.shape.eyeWidth * random.between(0.97, 1.03),
    eyeHeight: look.shape.eyeHeight * random.between(0.97, 1.03),
  };
  const reshaped = await toonFigure(portrait, shape, man, look.skin.ownSaturation);
  const { toon, face, soft, tone, masses } = reshaped;
  const shortHaired = shortHairedMan(who, masses.longHair);
  // Lobed locks on a short-haired man's outline only: on women's hair blind readers saw notches.
  lockTippedOutline(masses, face, shortHaired ? (look.lockTips ?? 0) : 0);
  // Ears beside short hair only: long hair falls over them, and an ear drawn under it poked out
  // of the hair's edge as a half disc.
  const ears = look.ears && !masses.longHair ? addEars(masses, face) : null;
  const size = toon.width;
  const unit = distance(face[33], face[263]);
  const keyFromLeft = random.next() < 0.5;
  const massLook = {
    chroma: look.chroma,
    hair: look.hairRichness,
    sheen: look.sheen,
    cel: look.paintedMasses ?? 0,
    locks: look.hairLocks,
    sculpted: look.sculptedLocks,
    keyFromLeft,
  };
  const figure: Rgb = { width: size, height: size, data: soft.data.slice() };
  paintClothes(figure, soft, masses, face, massLook);
  const skinPaint = look.litSkin ? paintTone(soft, face, tone) : tone;
  const brown = skinBrownness(reshaped, look);
  renderSkin(figure, soft, face, masses, tone, skinPaint, brown, look, keyFromLeft);
  if (ears) shadeEars(figure, face, masses.face, ears, look.shadowTint);
  const beard = makeup === 'feminine' ? null : findBeard(soft, face, tone);
  if (beard) paintBeard(figure, face, beard, keyFromLeft);
  paintHair(figure, masses, face, massLook);
  contactShadow(figure, masses.skin, masses.silhouette, face, look.occlusion ?? 0, look.shadowTint);
  // A man's brows heavier and darker, no blush on his cheeks, his lips in his skin's own tone;
  // so too a bearded face and a face faceres cannot tell with short hair (the tuned man is
  // estimated a woman, unsure, and read as a man turned feminine).
  const manly = shortHaired || beard !== null;
  const his = manly ? manMouth(figure, face) : null;
  const paint = his ? his.paint : lipAndCheekPaint(makeup, figure, face, look.lipsAndBlush);
  paintFeatures(figure, face, {
    brow: look.brow * (manly ? 1.35 : 1),
    browOpacity: manly ? 0.85 : 0.75,
    ...paint,
    blushOpacity: manly ? 0 : paint.blushOpacity,
    blush: cheekBlush(skinPaint, look, brown),
    keyFromLeft,
    browsFrom: soft,
    onSkin: masses.skin,
  });
  paintFaceForm(figure, face, {
    keyFromLeft,
    ...look.form,
    shadow: [look.shadowTint[0] * 0.62, look.shadowTint[1] * 0.62, look.shadowTint[2] * 0.62],
    inkColour: look.eyes.line,
    within: masses.skin,
    face: masses.face,
    teeth: findTeeth(soft, face, tone),
    manMouth: his ?? undefined,
  });
  lightHead(figure, face, { keyFromLeft, shade: 0.12, shadowTint: look.shadowTint });
  rimAround(figure, masses.silhouette, unit, look.rim, look.rimStrength, keyFromLeft);
  paintToonEyes(figure, face, {
    ...look.eyes,
    sameSize: true,
    lashes: makeup === 'feminine' ? look.eyes.lashes : 0,
    // The catchlights on the key's side for eyes set in the head (elegant's keep theirs on the left).
    keyFromLeft: look.eyes.set ? keyFromLeft : undefined,
    // Read from the photo: under the paint a small eye is mostly skin, and reads as a pink iris.
    irisColour: photographedIris(toon, face),
  });
  const found = glassesFrame(portrait.picture, portrait.mesh);
  const frame = found === 'light' && !look.lightFrames ? null : found;
  // A light metal frame drawn thinner in a warm metal: in the dark ink it read as heavy horn-rims.
  if (frame) paintGlasses(figure, face, frame === 'dark' ? look.eyes.line : METAL_FRAME, frame === 'dark' ? 1 : 0.6);
  const picture = overBackdrop(
    figure,
    masses.silhouette,
    look.backdrop(size, random, keyFromLeft, masses.hairColour ? masses.hairPaint : null),
    unit,
    look.castShadow,
    keyFromLeft,
  );
  look.finish?.(picture, masses, face, keyFromLeft);
  return picture;
}
