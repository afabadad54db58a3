// 'cartoon' (卡通): a cartoon of this person. The person is cut from the room by the
// segmentation model (./personMatte.ts) and split into skin, hair and clothes
// (./toon/regions.ts), so the hair is one smooth shape with the real hair's outline (none on a
// bald head); each part is painted in flat cel colours taken from the person's own (skin lit
// and in shade, the hair one colour with one shade, the clothes' few colours), the background
// a flat colour; the figure's silhouette is one smooth bold line (./toon/silhouette.ts), inside
// it a thinner clean line runs where one part meets another, the jaw is drawn from the mesh, and
// the eyes, brows, nose and mouth are drawn as cartoon features where the mesh puts them
// (./toon/features.ts).
import { colourToLab, hex, labColour, labToRgb } from '../shared/colour';
import { createGrey, createRgb, type Colour, type Grey, type Rgb } from '../shared/raster';
import { sampleBilinear } from '../shared/sample';
import { blurGrey, guidedRgb } from './blur';
import { fillDisc } from './featureLines';
import { CHIN, faceFrame, SKIN_SAMPLES } from './landmarks';
import { atHalfSize } from './resample';
import { faceUnit } from './retouch';
import { photoStyle } from './style';
import { comicBackdrop } from './toon/backdrop';
import { caricature } from './toon/caricature';
import { contourLine } from './toon/contour';
import { drawJaw } from './toon/jawLine';
import { completeFigure } from './toon/figure';
import { smoothHeadOutline } from './toon/headOutline';
import { hairOverCrown } from './toon/crownHair';
import { followHairline } from './toon/hairline';
import { crispSkinAndHair } from './toon/crispHair';
import { smoothHairEdge } from './toon/hairEdge';
import { hairOverShoulders } from './toon/shoulderHair';
import { hairPastCrop } from './toon/hairPastCrop';
import { clearJawHair } from './toon/jawHair';
import { dropStrayHair } from './toon/strayHair';
import { drawCartoonFace, paint } from './toon/features';
import { personMatte } from './personMatte';
import { hairColourOf } from './pix/anime/hairColour';
import { findBeard } from './pix/anime/measure';
import { paintedSkinTone } from './pix/anime/tone';
import { paintGlasses, wearsGlasses } from './toon3d/glasses';
import { wearerIn } from './traits';
import { BACKGROUND, CLOTHES, findRegions, PARTS, SKIN, type Regions } from './toon/regions';
import { shadeShapes } from './toon/shading';
import { smoothSilhouette } from './toon/silhouette';
import { hairShine } from './toon/hairShine';
import { paintBeard } from './toon/beard';
import { blackenHair } from './toon/blackHair';

/** Plain tops for shoulders the photo left out, when it shows no clothes to take a colour from. */
const TOPS = ['#2f4858', '#c0392b', '#f4f1ea', '#33658a', '#3d405b'].map(hex);
const INK: Colour = hex('#2b1d1c');
/** The outline's weights, times the pen: the silhouette bold, the lines inside it thin. */
const SILHOUETTE = 1.7;
const INNER = 0.7;
/** The silhouette's smoothing (a blur's sigma), times the eyes' distance. */
const SILHOUETTE_SMOOTHING = 0.1;

/** Mean colour of the picture where the mask is (nearly) full; `fallback` when under `least` pixels are. */
function meanUnder(picture: Rgb, mask: Grey, fallback: Colour, least = 20): Colour {
  const sum = [0, 0, 0];
  let count = 0;
  for (let i = 0, p = 0; i < mask.data.length; i++, p += 3) {
    if (mask.data[i] < 0.9) continue;
    for (let c = 0; c < 3; c++) sum[c] += picture.data[p + c];
    count++;
  }
  return count > least ? [sum[0] / count, sum[1] / count, sum[2] / count] : fallback;
}

/**
 * Mean colour of the lit half of the picture under the mask (the pixels brighter than the
 * median): a cartoonist paints hair in its lit colour, so blonde hair in shadow stays blonde.
 */
function litMeanUnder(picture: Rgb, mask: Grey, fallback: Colour): Colour {
  const values: number[] = [];
  for (let i = 0, p = 0; i < mask.data.length; i++, p += 3) {
    if (mask.data[i] >= 0.9) values.push(0.299 * picture.data[p] + 0.587 * picture.data[p + 1] + 0.114 * picture.data[p + 2]);
  }
  if (values.length < 40) return fallback;
  const median = values.sort((a, b) => a - b)[values.length >> 1];
  const sum = [0, 0, 0];
  let count = 0;
  for (let i = 0, p = 0; i < mask.data.length; i++, p += 3) {
    if (mask.data[i] < 0.9) continue;
    if (0.299 * picture.data[p] + 0.587 * picture.data[p + 1] + 0.114 * picture.data[p + 2] < median) continue;
    for (let c = 0; c < 3; c++) sum[c] += picture.data[p + c];
    count++;
  }
  return [sum[0] / count, sum[1] / count, sum[2] / count];
}

/**
 * The skin's lit flat colour: the person's own hue, a little lighter, its chroma held under
 * a cartoon skin's (a brown face stays brown, never orange; a warm light never makes it a tan).
 */
function skinLit(mean: Colour): Colour {
  const [l, a, b] = colourToLab(mean);
  // A skin's hue lies between rose and gold (46–70° in Lab); a cool light or a grey photo
  // would paint it lilac or grey.
  const hue = Math.min(70, Math.max(46, (Math.atan2(b, a) * 180) / Math.PI)) * (Math.PI / 180);
  const chroma = Math.min(26, Math.max(17, Math.hypot(a, b) * 1.05));
  return labColour(Math.min(84, l * 1.06 + 5), chroma * Math.cos(hue), chroma * Math.sin(hue));
}

/** A drawn top's flat colour: the clothes' own, held off the ink so its outline shows. */
function topColour(c: Colour): Colour {
  const lift = Math.max(1, 0.14 / Math.max(0.02, luma(c)));
  return [Math.min(1, c[0] * lift + 0.02), Math.min(1, c[1] * lift + 0.02), Math.min(1, c[2] * lift + 0.025)];
}

function luma(c: Colour): number {
  return 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2];
}

/** A colour made cleaner: saturation raised by `amount` about its grey. */
function saturate(c: Colour, amount: number): Colour {
  const y = luma(c);
  const channel = (v: number): number => Math.min(1, Math.max(0, y + (v - y) * amount));
  return [channel(c[0]), channel(c[1]), channel(c[2])];
}

/**
 * Each prototype's colour in RGB, flat; the clothes' prototypes of nearly one colour (within
 * ΔE 22) painted as one, so a dark dress is one colour, not blotches of three darks.
 */
function prototypeColours(regions: Regions): Colour[] {
  const out: [number, number, number] = [0, 0, 0];
  const { prototypes } = regions;
  return prototypes.map(({ lab, part }) => {
    const alike = prototypes.filter(
      (q) =>
        part === CLOTHES &&
        q.part === CLOTHES &&
        (q.lab[0] - lab[0]) ** 2 + (q.lab[1] - lab[1]) ** 2 + (q.lab[2] - lab[2]) ** 2 < 22 ** 2,
    );
    const group = alike.length > 0 ? alike : [{ lab, share: 1 }];
    const weight = group.reduce((sum, q) => sum + q.share, 0);
    const mean = [0, 1, 2].map((c) => group.reduce((sum, q) => sum + q.lab[c] * q.share, 0) / weight);
    labToRgb(mean[0], mean[1], mean[2], out);
    return [out[0], out[1], out[2]];
  });
}

/**
 * Within hair and clothes, each half-size pixel takes its prototype's flat colour; the choice is
 * smoothed (each prototype's indicator blurred, the largest wins) so the colour areas are shapes.
 */
function flatColours(regions: Regions, colours: readonly Colour[], smoothing: number): Rgb {
  const { width, height, prototype } = regions;
  const soft = colours.map((_, k) => {
    const plane = createGrey(width, height);
    for (let i = 0; i < prototype.length; i++) plane.data[i] = prototype[i] === k ? 1 : 0;
    return blurGrey(plane, smoothing);
  });
  const data = new Float32Array(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    let best = 0;
    for (let k = 1; k < soft.length; k++) if (soft[k].data[i] > soft[best].data[i]) best = k;
    for (let c = 0; c < 3; c++) data[i * 3 + c] = colours[best][c];
  }
  return { width, height, data };
}

/** The hair's one colour: its mean, a little cleaner, lifted from black so its shade still shows. */
function hairBase(mean: Colour): Colour {
  const clean = saturate(mean, 1.15);
  const lift = Math.max(1, 0.16 / Math.max(0.02, luma(clean)));
  return [Math.min(1, clean[0] * lift + 0.01), Math.min(1, clean[1] * lift + 0.008), Math.min(1, clean[2] * lift + 0.006)];
}

/**
 * The hair's highlight: its own hue a little lighter (Lab L up by a quarter of its way to 90, at
 * least 10). Lifted towards white, the dark man's band was a grey gloss on a plastic helmet.
 */
function shineColour(hair: Colour): Colour {
  const [l, a, b] = colourToLab(hair);
  return labColour(l + Math.max(10, (90 - l) * 0.25), a * 1.05, b * 1.05);
}

export const cartoon = photoStyle(async (aligned, random) => {
  // Who is drawn comes first, read on the photo before the caricature (./traits.ts): a man
  // drawn with a woman's blush, lips and lashes was the panel's first complaint.
  const wearer = await wearerIn(aligned.picture, aligned.mesh);
  const masculine = wearer !== 'woman';
  // The likeness drawn as a caricature: the head a little larger (./toon/caricature.ts).
  const { picture, mesh, beyond } = caricature(aligned);
  const unit = faceUnit(mesh);
  const size = picture.width;
  const person = await personMatte(picture, mesh);
  const smooth = atHalfSize(picture, (half) => guidedRgb(half, Math.max(2, Math.round(unit * 0.03)), 0.004, 2));
  const regions = findRegions(smooth, mesh, person, beyond, wearer === 'woman');
  // A crown of hair and shoulders drawn where a tight crop left them out (./toon/figure.ts).
  const drawn = completeFigure(regions.masks, mesh);
  // The head's outline one smooth curve, the face always the person (./toon/headOutline.ts).
  smoothHeadOutline(regions.masks, mesh);
  // The hair over a crown the photo's crop or its tones left as scalp (./toon/crownHair.ts): the
  // older man's short dark hair was a bald pate with a black chunk on it.
  hairOverCrown(regions.masks, smooth, mesh, wearer === 'woman');
  // The hairline where the person's own hair ends, crisp (./toon/hairline.ts): not a cap.
  followHairline(regions.masks, smooth, mesh, beyond);
  // A man's hair ends above his mouth: a lock at his jaw is a shadow (./toon/jawHair.ts).
  if (masculine) clearJawHair(regions.masks, mesh);
  // And his hair one piece: a patch apart by his ear was a bump on the head (./toon/strayHair.ts).
  if (masculine) dropStrayHair(regions.masks);
  // A woman's long hair over her shoulders is hair, not a piece of her top (./toon/shoulderHair.ts).
  if (wearer === 'woman') hairOverShoulders(regions, mesh[CHIN][1], Math.max(2, unit * 0.02));
  // Long hair the photo's crop cut under the chin falls on to the shoulders (./toon/hairPastCrop.ts).
  if (regions.longHair) hairPastCrop(regions.masks, drawn.top, beyond, mesh);
  // Where the hair meets the face one smooth curve down both sides (./toon/hairEdge.ts): no
  // spike, step or straight cut at a temple.
  smoothHairEdge(regions.masks, mesh);
  // Skin and hair never mixed: a half-and-half band at a temple read as a translucent overlay.
  crispSkinAndHair(regions.masks);
  const [skinMask, hairMask, clothesMask, backgroundMask] = regions.masks;
  // The silhouette against the ground one smooth line (./toon/silhouette.ts): no notch at the
  // jaw, no steps down the hair.
  smoothSilhouette(
    backgroundMask,
    [skinMask, hairMask, clothesMask, drawn.top],
    [true, true, false, true],
    unit * SILHOUETTE_SMOOTHING,
  );

  // Skin: lit and shade, the colour of the person's cheeks and forehead, brighter and cleaner.
  const samples = createGrey(size, size);
  for (const index of SKIN_SAMPLES) fillDisc(samples, mesh[index], unit * 0.08);
  const skinMean = meanUnder(smooth, samples, [0.9, 0.72, 0.62]);
  // Painted in its lit colour: the mean of both cheeks in a side light was a shadow's colour.
  const lit = skinLit(
    paintedSkinTone(
      smooth,
      SKIN_SAMPLES.map((index) => mesh[index]),
      unit * 0.08,
      skinMean,
    ),
  );
  const shade: Colour = [lit[0] * 0.88, lit[1] * 0.76, lit[2] * 0.76];

  // Hair and clothes: their own colours, a little cleaner.
  // (A near-black top lifted off the ink, as a drawn top is: painted black, the navy top on the
  // woman's shoulder beside her hair read as an ink blob, the ninth blind panel's "dark blob".)
  const colours = prototypeColours(regions).map((c, k) => {
    const clean = saturate(c, 1.2);
    return regions.prototypes[k].part === CLOTHES ? topColour(clean) : clean;
  });
  const flat = flatColours(regions, colours, Math.max(1.5, unit * 0.02));
  // Dark hair keeps its mean (its lit half would grey it); lighter hair its lit half.
  const hairAll = meanUnder(smooth, hairMask, [0.25, 0.18, 0.14]);
  // Sampled over the hair round the head, skin and room left out (./pix/anime/hairColour.ts):
  // the hair part's own mean took in the wall and the forehead, and made a blonde or a red brown.
  const hairMean =
    hairColourOf(smooth, mesh, person, skinMean, wearer === 'woman') ??
    (luma(hairAll) < 0.3 ? hairAll : litMeanUnder(smooth, hairMask, hairAll));
  const { cx, cy } = faceFrame(mesh);
  const backdrop = comicBackdrop(size, [cx, cy], random).picture;
  const top = topColour(meanUnder(smooth, clothesMask, TOPS[random.below(TOPS.length)], size * size * 0.02));

  // The one shade tone, as shapes a cartoonist draws (./toon/shading.ts), never the photo's blotches.
  const shades = shadeShapes(smooth, mesh, skinMask, hairMask);
  // Near-black hair painted near-black, not the mid brown or grey its lit colour reads (./toon/blackHair.ts).
  const hairColour = blackenHair(hairBase(hairMean), hairMean);
  const hairShade: Colour = [hairColour[0] * 0.7, hairColour[1] * 0.68, hairColour[2] * 0.72];
  // And one highlight band across the crown on the lit side (./toon/hairShine.ts).
  const figure = createGrey(size, size);
  for (let i = 0; i < figure.data.length; i++) figure.data[i] = 1 - backgroundMask.data[i];
  const shine = hairShine(hairMask, figure, mesh, -shades.side);
  const hairLight = shineColour(hairColour);

  const result: Rgb = { width: size, height: size, data: new Float32Array(size * size * 3) };
  // The half-size flat colours sampled smoothly: their edges antialiased, not stairs.
  const own = createRgb(size, size);
  for (let y = 0, o = 0; y < size; y++) {
    for (let x = 0; x < size; x++, o += 3) sampleBilinear(flat, 3, (x + 0.5) / 2 - 0.5, (y + 0.5) / 2 - 0.5, own.data, o);
  }
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const i = y * size + x;
      const inShade = shades.skin.data[i];
      const hairInShade = shades.hair.data[i];
      const p = i * 3;
      for (let c = 0; c < 3; c++) {
        const skin = lit[c] + (shade[c] - lit[c]) * inShade;
        const hair =
          hairColour[c] + (hairShade[c] - hairColour[c]) * hairInShade + (hairLight[c] - hairColour[c]) * shine.data[i];
        result.data[p + c] =
          skinMask.data[i] * skin +
          hairMask.data[i] * hair +
          clothesMask.data[i] * own.data[p + c] +
          backgroundMask.data[i] * backdrop.data[p + c] +
          drawn.top.data[i] * top[c];
      }
    }
  }

  // Outlines: where each part meets another, clean lines; the jaw from the mesh.
  const lines = createGrey(size, size);
  const pen = Math.max(2, unit * 0.035);
  // A cartoonist's two weights: the figure's silhouette against the ground bold, the lines
  // inside it (hair on skin, the collar, the jaw) thinner; one thin width all round read flat.
  // (The line is drawn where the mask is neither 0 nor 1: the ground's edge blurred to its width.)
  contourLine(blurGrey(backgroundMask, pen * SILHOUETTE * 0.5), pen * SILHOUETTE, lines);
  // (The skin softened a little first: the drawn neck's hard edge has no gradient to measure.)
  for (const part of PARTS) {
    if (part !== BACKGROUND)
      contourLine(part === SKIN ? blurGrey(regions.masks[part], 1.2) : regions.masks[part], pen * INNER, lines);
  }
  contourLine(blurGrey(drawn.top, 1.2), pen * INNER, lines);
  drawJaw(mesh, skinMask, pen * INNER, lines);
  // A man's moustache and goatee, a rounded soft-edged mass with a few strokes (./toon/beard.ts)
  // in a tone between his beard's and his skin's, found on the picture itself: the guided filter's smoothing lightened a short beard to skin.
  const beard = masculine ? findBeard(picture, mesh, skinMean) : null;
  if (beard) {
    const [r, g, b] = beard.colour;
    paintBeard(result, beard.mask, [r * 0.75 + lit[0] * 0.25, g * 0.75 + lit[1] * 0.25, b * 0.75 + lit[2] * 0.25], unit);
  }
  paint(result, lines, INK);

  const brow: Colour = luma(hairMean) < 0.45 ? [hairMean[0] * 0.6, hairMean[1] * 0.6, hairMean[2] * 0.6] : [0.35, 0.24, 0.17];
  drawCartoonFace(result, smooth, mesh, unit, { ink: INK, brow, skin: lit }, { masculine, skin: skinMask });
  // Glasses when the photo has them (read on the aligned photo, drawn round the caricature's
  // eyes): the skin is painted flat over the photo's, and a man in glasses lost them.
  if (wearsGlasses(aligned.picture, aligned.mesh)) paintGlasses(result, mesh, INK);
  return result;
});
