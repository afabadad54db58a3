// Where a toon's skin is, and what colour it is made from. The face inside its oval is always
// skin; beyond it (forehead up to the hairline, ears, neck, hands) only pixels of the face's own
// skin colour are, so a fringe, a beard or a collar keeps its own colour. Colour is compared as
// chromaticity (r and g over their sum) with a lightness range, so a shadowed neck is skin too.
import { createGrey, luma, smoothstep, type Colour, type Grey, type Rgb } from '../../shared/raster';
import {
  CHIN,
  distance,
  FACE_OVAL,
  LEFT_BROW,
  LEFT_EYE,
  outline,
  RIGHT_BROW,
  RIGHT_EYE,
  SKIN_SAMPLES,
  type XY,
} from '../landmarks';
import { fillPolygon, scaled } from '../masks';
import { foreheadRaised } from './features';
import { blurLocal } from '../blur';

/** The pixels of small patches round the mesh's skin points. */
function skinPatches(picture: Rgb, mesh: readonly XY[]): Colour[] {
  const { width, height, data } = picture;
  const radius = Math.max(1, distance(mesh[33], mesh[263]) * 0.05);
  const pixels: Colour[] = [];
  for (const index of SKIN_SAMPLES) {
    const [cx, cy] = mesh[index];
    for (let y = Math.max(0, Math.round(cy - radius)); y <= Math.min(height - 1, Math.round(cy + radius)); y++) {
      for (let x = Math.max(0, Math.round(cx - radius)); x <= Math.min(width - 1, Math.round(cx + radius)); x++) {
        const p = (y * width + x) * 3;
        pixels.push([data[p], data[p + 1], data[p + 2]]);
      }
    }
  }
  return pixels;
}

/** The median colour of pixels, channel by channel. */
function medianColour(pixels: readonly Colour[]): Colour {
  const median = (c: number): number => {
    const values = pixels.map((pixel) => pixel[c]).sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)] ?? 0.6;
  };
  return [median(0), median(1), median(2)];
}

/** The median colour (channel by channel) of small patches round the mesh's skin points. */
export function skinTone(picture: Rgb, mesh: readonly XY[]): Colour {
  return medianColour(skinPatches(picture, mesh));
}

/**
 * The skin where the light falls on it: the median colour of the lightest `share` of skinTone's
 * pixels, for any share (the pixels are gathered and sorted once).
 */
export function litSkinTones(picture: Rgb, mesh: readonly XY[]): (share: number) => Colour {
  const pixels = skinPatches(picture, mesh).sort((a, b) => luma(...a) - luma(...b));
  return (share) => medianColour(pixels.slice(Math.floor(pixels.length * (1 - share))));
}

/** A typical skin's chromaticity (red, green, blue over their sum) under white light, light or dark. */
const NEUTRAL_SKIN: Colour = [0.44, 0.32, 0.24];

/**
 * The skin's chromaticity turned towards a typical skin's hue, keeping its own distance from
 * grey: a fair skin stays pale, a ruddy or brown one keeps its colour. Pulled towards NEUTRAL_SKIN
 * itself (saturation 0.45), every pixar face came out the same orange tan (the woman's skin 0.24
 * → 0.47, the East Asian woman's 0.23 → 0.43: "orange skin" to the panel).
 */
function skinHueOf(chroma: Colour): Colour {
  const grey = 1 / 3;
  const own = Math.hypot(chroma[0] - grey, chroma[1] - grey, chroma[2] - grey);
  const typical = Math.hypot(NEUTRAL_SKIN[0] - grey, NEUTRAL_SKIN[1] - grey, NEUTRAL_SKIN[2] - grey);
  const scale = own / typical;
  const toward = (c: number): number => grey + (NEUTRAL_SKIN[c] - grey) * scale;
  return [toward(0), toward(1), toward(2)];
}

/**
 * The picture's colour cast, judged by the skin, taken out by `amount` (0–1): each channel
 * scaled so the skin's chromaticity moves towards a typical skin's under white light. A magenta
 * or blue cast on a photo turns a toon's skin mauve and its hair grey. With `ownSaturation` only
 * the skin's hue is turned (pix/pixar): its distance from grey is the person's own.
 */
export function balanceBySkin(picture: Rgb, tone: Colour, amount: number, ownSaturation = false): Colour {
  const total = tone[0] + tone[1] + tone[2] || 1;
  const chroma: Colour = [tone[0] / total, tone[1] / total, tone[2] / total];
  const target = ownSaturation ? skinHueOf(chroma) : NEUTRAL_SKIN;
  const gains = [0, 1, 2].map((c) => {
    const wanted = target[c] / Math.max(0.05, tone[c] / total);
    return Math.min(1.25, Math.max(0.8, 1 + (wanted - 1) * amount));
  });
  // Lightness kept: the gains normalised so the skin's luma does not move.
  const before = luma(tone[0], tone[1], tone[2]) || 0.5;
  const after = luma(tone[0] * gains[0], tone[1] * gains[1], tone[2] * gains[2]) || 0.5;
  const scale = before / after;
  const { data } = picture;
  for (let p = 0; p < data.length; p += 3) for (let c = 0; c < 3; c++) data[p + c] = Math.min(1, data[p + c] * gains[c] * scale);
  return [tone[0] * gains[0] * scale, tone[1] * gains[1] * scale, tone[2] * gains[2] * scale];
}

/** 0–1: how much each pixel is of the skin's colour (chromaticity within about 0.045, lightness 0.35–1.6× the skin's). */
function skinLike(picture: Rgb, tone: Colour): Grey {
  const { width, height, data } = picture;
  const total = tone[0] + tone[1] + tone[2] || 1;
  const tr = tone[0] / total;
  const tg = tone[1] / total;
  const tl = luma(tone[0], tone[1], tone[2]) || 0.5;
  const like = createGrey(width, height);
  for (let i = 0, p = 0; i < like.data.length; i++, p += 3) {
    const sum = data[p] + data[p + 1] + data[p + 2];
    if (sum <= 0.05) continue;
    const d = Math.hypot(data[p] / sum - tr, data[p + 1] / sum - tg) / 0.045;
    const ratio = luma(data[p], data[p + 1], data[p + 2]) / tl;
    like.data[i] = Math.exp(-d * d) * smoothstep(0.25, 0.4, ratio) * smoothstep(1.7, 1.4, ratio);
  }
  return like;
}

/**
 * The eyes and brows, grown a little and feathered: kept from the photo, then painted over. The
 * lips are rebuilt as skin and painted: kept, a moustache or stubble round them stayed a grey
 * photographic patch on a rendered face.
 */
export function featureKeep(mesh: readonly XY[], width: number, height: number): Grey {
  const unit = distance(mesh[33], mesh[263]);
  const mask = createGrey(width, height);
  for (const eye of [RIGHT_EYE, LEFT_EYE]) fillPolygon(scaled(outline(mesh, eye), 1.1, 1.2), width, height, mask);
  for (const brow of [RIGHT_BROW, LEFT_BROW]) fillPolygon(scaled(outline(mesh, brow), 1.1, 1.3), width, height, mask);
  return blurLocal(mask, unit * 0.04);
}

/**
 * How much each pixel is rebuilt as the toon's skin (0 kept, 1 all skin): the face's inner oval,
 * and the skin-coloured part of the person elsewhere (above the chin only near the face).
 */
export function skinWeight(picture: Rgb, mesh: readonly XY[], person: Grey, tone: Colour): Grey {
  const { width, height } = picture;
  const unit = distance(mesh[33], mesh[263]);
  const inner = blurLocal(fillPolygon(scaled(outline(mesh, FACE_OVAL), 0.95, 0.9, unit * 0.05), width, height), unit * 0.08);
  // Close round the face: wider, blonde hair beside the cheeks (the skin's own hue) was rebuilt as skin.
  const near = blurLocal(fillPolygon(scaled(foreheadRaised(mesh), 1.04, 1.02), width, height), unit * 0.05);
  const oval = outline(mesh, FACE_OVAL);
  const chin = mesh[CHIN][1];
  const xs = oval.map((p) => p[0]);
  const cx = (Math.max(...xs) + Math.min(...xs)) / 2;
  const faceWidth = Math.max(...xs) - Math.min(...xs);
  const faceHeight = chin - Math.min(...oval.map((p) => p[1]));
  const like = skinLike(picture, tone);
  const keep = featureKeep(mesh, width, height);
  const weight = createGrey(width, height);
  for (let i = 0; i < weight.data.length; i++) {
    const y = Math.floor(i / width);
    // Below the chin: the neck's column, and lower down a chest or shoulders; not beside the
    // neck just under the jaw, where long (blonde) hair falls.
    const x = i - y * width;
    const column = smoothstep(faceWidth * 0.6, faceWidth * 0.3, Math.abs(x + 0.5 - cx));
    const lower = smoothstep(chin + faceHeight * 0.6, chin + faceHeight * 0.8, y);
    const below = smoothstep(chin - unit * 0.2, chin + unit * 0.1, y) * person.data[i] * Math.max(column, lower);
    // Below the chin a neck in shadow is still skin: the likeness counts for more there.
    const skin = Math.max(inner.data[i], like.data[i] * near.data[i], Math.sqrt(like.data[i]) * below);
    weight.data[i] = skin * (1 - keep.data[i]);
  }
  return blurLocal(weight, unit * 0.015);
}
