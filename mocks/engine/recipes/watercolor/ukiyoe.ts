// Ukiyo-e: a woodblock print. Flat colours from a small fixed palette (Prussian blue, indigo,
// vermilion, ochre, sage …), each block a clean solid area cut by a dark key-block line, the
// sitter (the person matte, ukiyoe/sitter.ts) printed as a figure on plain paper: the face in
// the person's own flesh (lit and pulled towards the prints' peach) with a second, deeper
// block where the photo's face is in shade (ukiyoe/shading.ts), so it keeps this face's
// structure, and a beard as fine parallel key-block strokes (ukiyoe/beard.ts); the hair only
// where the sitter has hair, above the brows and joined to it (ukiyoe/headHair.ts), flat in
// its own colour deepened; a bald head stays bald and stands on a dark ground; the clothes
// flat colour in the photo's own light and dark, patterned only where the photo's cloth is
// (ukiyoe/garmentValue.ts); the face's jaw cut from the mesh (ukiyoe/jawLine.ts); the ground's
// sky graded down from the top (bokashi) and crossed by bands of mist, an empty title
// cartouche and a plain red seal, all on the cream tone and grain of washi paper. With a face
// mesh the whole face oval prints filled (a tight face was an empty outline on paper), and
// its eyes (whites and black pupils), brows, lips and nose are cut from the mesh; the lips red
// for a woman, muted for a man, between when the face model is unsure.
import type { Face } from '../../types';
import { colourToLab, hex, rgbToLab } from '../shared/colour';
import { domainTransform } from '../shared/domainTransform';
import { drawFeatures, eyeSpan } from '../shared/faceParts';
import { flowLines } from '../shared/flowLines';
import { nearestIndex } from '../shared/quantize';
import type { Random } from '../shared/random';
import { gaussianBlur } from '../shared/blur';
import { clamp01, createGrey, createRgb, smoothstep, toGrey, type Colour, type Rgb } from '../shared/raster';
import { streaks } from '../shared/directional';
import { blockOutlines, cleanLabels, dropSpecks, fillHoles } from './blocks';
import { cheekColour, fleshColour, fleshMask } from './flesh';
import { bodyMask, headMask, neckFoot, neckMask, onPatternDot, onPatternStripe } from './figure';
import { hairMask } from './hair';
import { hairPrintColour } from './ukiyoe/hairColour';
import { bokashi, kasumi, seal, type Sky } from './printMotifs';
import { printFace } from './printFace';
import { wash } from './pigment';
import { BEARD, faceShading } from './ukiyoe/shading';
import { printShadeGraded } from './ukiyoe/shadeBokashi';
import { sitterMask, sitterOf } from './ukiyoe/sitter';
import { faceRegionsNear } from './ukiyoe/regions';
import { headHair } from './ukiyoe/headHair';
import { sideHair } from './ukiyoe/sideHair';
import { standingFigure } from './ukiyoe/standingFigure';
import { roomPlanes, type RoomPalette } from './ukiyoe/roomPlanes';
import { smallFace, smallHead } from './ukiyoe/smallFace';
import { modelSmallFace } from './ukiyoe/headFaceModel';
import { drawSmallFace } from './ukiyoe/smallFaceLines';
import { woodGrain } from './ukiyoe/woodGrain';
import { darkGarmentFor } from './ukiyoe/garmentHue';
import { garmentValue } from './ukiyoe/garmentValue';
import { drawJaw } from './ukiyoe/jawLine';
import { fitSmile } from './ukiyoe/smile';
import { beardStrokes } from './ukiyoe/beard';
import type { Wearer } from '../avatar/traits';
import { glassesInk } from './glasses';
import { fillHolesNear } from './cleanNear';

const PRINT = [
  '#24406a', // Prussian blue
  '#1d2a40', // indigo
  '#c4472e', // vermilion
  '#d39b4f', // ochre
  '#f2dcc2', // pale peach (skin-like colours: FACE below)
  '#dfae95', // soft pink (skin-like colours in shadow: FACE_SHADE below)
  '#7f9a6a', // sage
  '#3e5a3c', // pine
  '#efe2c4', // paper cream
  '#a9c1c4', // pale blue
  '#7b4a31', // brown
  '#2b2420', // sumi (hair: HAIR below)
  '#f0c6a2', // flesh (the sitter's skin: FLESH below; a face's own, see fleshColour)
  '#f3eee3', // gofun white (white clothes: WHITE_GARMENT below)
  '#302d33', // sumi grey (black clothes: BLACK_GARMENT below)
  '#433f3c', // charcoal (black clothes on the indigo ground: BLACK_ON_DARK below)
].map(hex);

const FACE = 4;
const FACE_SHADE = 5;
const HAIR = 11;
const FLESH = 12;
/** Clothes the photo shows white (a shirt, a collar: their blocks read as paper) and black (a suit). */
const WHITE_GARMENT = 13;
const BLACK_GARMENT = 14;
/** Black clothes where the ground round the sitter is the indigo one: 20.7 Lab from it (sumi grey 12.5, one block to the eye). */
const BLACK_ON_DARK = 15;

const LIGHTNESS_WEIGHT = Math.sqrt(0.6);
/** The colours a photo's colour may print as: all before the sitter's flesh (it, and the garments' white, sumi and charcoal after it, are placed by the figure). */
const PRINT_WEIGHTED = PRINT.slice(0, FLESH)
  .map(colourToLab)
  .map(([l, a, b]): [number, number, number] => [l * LIGHTNESS_WEIGHT, a, b]);
/** The blocks a print's sky and mist may cover: the pale background colours. */
const SKY_BLOCKS = new Set([8, 9]);

/**
 * The print colour for a colour: skin tones (warm hue, moderate chroma, not dark) all print
 * as the one pale face colour, as faces do in the prints; anything else takes the nearest
 * print colour, lightness counted at 0.6.
 */
function printColourOf(l: number, a: number, b: number): number {
  const chroma = Math.sqrt(a * a + b * b);
  const hue = (Math.atan2(b, a) * 180) / Math.PI;
  if (l > 24 && chroma > 6 && chroma < 58 && hue > 10 && hue < 80) return l > 52 ? FACE : FACE_SHADE;
  return nearestIndex(PRINT_WEIGHTED, l * LIGHTNESS_WEIGHT, a, b);
}

const KEY_BLOCK = hex('#1e1a1c');
/** A glasses frame's ink, a sumi brown lighter than the key block, and its pen as a share of glasses.ts's. */
const GLASSES_INK = hex('#5a4438');
const GLASSES_PEN = 0.6;
const SKY_TOP = hex('#2c4f7f');
const MIST = hex('#f4e6c9');
const SEAL = hex('#b8332a');
const CARTOUCHE = hex('#e9cf7a');

/** Light clothes print in one of these, dark ones in one of those (by the seed). */
const LIGHT_GARMENTS = [2, 3, 6];
const DARK_GARMENTS = [0, 7, 10];
/** The print colours dark enough to count as a dark garment. */
const DARK_BLOCKS = new Set([0, 1, 7, 10, 11]);
const PATTERN_ON_DARK = hex('#e9dcc0');
const PATTERN_ON_LIGHT = hex('#f3e6cc');
/** The paper left plain round the sitter: the ground the sky and mist are printed on. */
const GROUND = 8;
/**
 * The lips: red for a woman, as the prints paint them; a man's a muted flesh; a face the model
 * is unsure of nearly as muted (the man at the table, read as an unsure woman, had a woman's
 * rosy lips and "turned into a feminine figure", to the panel).
 */
const LIPS: Record<Wearer, Colour> = { woman: hex('#c23a2c'), man: hex('#a8705f'), unsure: hex('#ac6a5a') };
const FACE_LINES = { eyeWhite: hex('#f7f0e2'), pupil: hex('#1e1a1c'), teeth: hex('#f4ecdf'), line: hex('#1e1a1c') };
/** The flesh's shade block, as shares of the flesh colour (deeper, a little warmer). */
const SHADE_OF_FLESH: Colour = [0.88, 0.82, 0.79];
/** The shade block's edge is graded (bokashi) over this share of the eye span (the blur's sigma). */
const SHADE_GRADE = 0.035;
/** A beard over this share of the face's print area is a man's: his lips print muted whatever the face model said. */
const BEARDED = 0.03;

/** A room darker than this (the photo's grey, broadly blurred) prints on the dark ground. */
const DARK_ROOM = 0.3;
/** The dark ground: the palette's indigo. */
const DARK_GROUND = 1;
/** A face-less figure's clothes where less than SPILL_BELOW of the figure is round them (blurred over SPILL_SIGMA of the long side) are the room. */
const SPILL_SIGMA = 0.016;
const SPILL_BELOW = 0.4;
/** A face-less figure's red clothes: the palette's vermilion. */
const VERMILION = 2;
/** The grounds a face-less figure's clothes may not print in: paper, pale blue, the dark ground. */
const FIGURE_GROUNDS = new Set([GROUND, 9, DARK_GROUND]);

/** A face-less figure's room: its wood in the palette's brown. */
const WOOD = 10;
/** The planes a face-less figure's room prints in: brown wood, ochre, paper, pale blue, sage. */
const ROOM_BLOCKS = [WOOD, 3, GROUND, 9, 6];
const ROOM: RoomPalette = {
  blocks: ROOM_BLOCKS,
  lab: ROOM_BLOCKS.map((block) => PRINT_WEIGHTED[block]),
  lightnessWeight: LIGHTNESS_WEIGHT,
};

/**
 * The sitter's skin off the face (arms, neck, shoulders) smoothed over this share of the eyes'
 * span: cut by the photo's light and shade, an arm printed with chunks bitten out of it and a
 * ragged outline, to the panel; a print cuts a limb as one clean shape.
 */
const SKIN_SMOOTH = 0.22;
/** The blocks a photo's skin prints as (printColourOf). */
const SKIN_LIKE = new Set([FACE, FACE_SHADE]);
/** A face-less figure's skin has at least this CIELAB chroma. */
const FIGURE_SKIN_CHROMA = 10;
/** A face-less figure's skin smoothed over this share of the picture's long side. */
const FIGURE_SMOOTH = 0.007;

/** `skin` off the face's oval and hair, blurred by `sigma` and cut at half: its outline smooth, its notches filled. */
function smoothSkin(
  skin: Uint8Array,
  sitter: Uint8Array,
  oval: Uint8Array,
  hair: Uint8Array,
  width: number,
  height: number,
  sigma: number,
): Uint8Array {
  const plane = createGrey(width, height);
  const within = createGrey(width, height);
  for (let i = 0; i < skin.length; i++) {
    plane.data[i] = skin[i] && sitter[i] ? 1 : 0;
    within.data[i] = sitter[i];
  }
  // Counted over the sitter only: the room round a bare arm is no vote against its skin.
  const soft = gaussianBlur(plane, sigma);
  const share = gaussianBlur(within, sigma);
  const out = new Uint8Array(skin.length);
  for (let i = 0; i < skin.length; i++)
    out[i] = oval[i] ? skin[i] : !hair[i] && sitter[i] && soft.data[i] >= 0.5 * share.data[i] ? 1 : 0;
  return out;
}

export async function paintUkiyoe(
  photo: Rgb,
  random: Random,
  progress: (percent: number) => void,
  faces: readonly Face[] = [],
): Promise<Rgb> {
  const { width, height } = photo;
  const sitter = await sitterMask(photo, faces);
  const wearer = await sitterOf(photo, faces);
  const scale = Math.max(width, height) / 1024;
  const detail = domainTransform(photo, 8 * scale + 3, 0.1);
  const flat = domainTransform(detail, 16 * scale + 4, 0.18);
  // Each pixel printed by one block, then the blocks cleaned into solid, smooth-edged areas.
  const raw = new Uint8Array(width * height);
  const lab: [number, number, number] = [0, 0, 0];
  for (let i = 0, p = 0; i < raw.length; i++, p += 3) {
    rgbToLab(flat.data[p], flat.data[p + 1], flat.data[p + 2], lab);
    raw[i] = printColourOf(lab[0], lab[1], lab[2]);
  }
  // Round the sitter the print is plain paper (its sky and mist come below): the room behind a
  // photo printed as blocks is blob soup.
  // Where the room is dark (a restaurant at night) the ground is a flat dark indigo, as the
  // dark grounds of Sharaku's prints: pale paper there would turn the photo inside out.
  const roomLight = gaussianBlur(toGrey(flat), Math.max(width, height) * 0.03);
  const figureOnly = faces.length === 0 && sitter.includes(0);
  // A face-less figure stands in its room, printed as flat planes (ukiyoe/roomPlanes.ts).
  const room = figureOnly ? roomPlanes(flat, ROOM) : undefined;
  for (let i = 0; i < raw.length; i++)
    if (!sitter[i]) raw[i] = room ? room[i] : roomLight.data[i] < DARK_ROOM ? DARK_GROUND : GROUND;
  const blocks = cleanLabels(raw, width, height, Math.max(1, Math.round(4 * scale)), 2);
  // A face prints as one pale area: its lit and shaded skin alike, and what the skin wholly
  // encloses (eyes, brows, the shadow of a socket); the features come back as fine lines below.
  const skinBlocks = new Uint8Array(blocks.length);
  for (let i = 0; i < blocks.length; i++) skinBlocks[i] = blocks[i] === FACE || blocks[i] === FACE_SHADE ? 1 : 0;
  // A face-less figure's skin has a skin's colour: the greys printColourOf lets in as shaded
  // skin (a grey ornament the matte took in beside her head, chroma 5–8; her lit arm 11) are not.
  if (figureOnly)
    for (let i = 0, p = 0; i < blocks.length; i++, p += 3) {
      if (!skinBlocks[i]) continue;
      rgbToLab(flat.data[p], flat.data[p + 1], flat.data[p + 2], lab);
      if (Math.hypot(lab[1], lab[2]) < FIGURE_SKIN_CHROMA) skinBlocks[i] = 0;
    }
  const face = fillHoles(skinBlocks, width, height, width * height * 0.02);
  // A person the matte found but too small or soft for a face mesh (the woman standing in a
  // room): printed as one clean figure, its skin one smooth pale shape and no lines of the
  // photo on it (its soft face's own lines printed as a smudge, its frayed edges as "a broken
  // cut-out merged with background blobs", to the panel).
  if (figureOnly) {
    const none = new Uint8Array(blocks.length);
    const skin = smoothSkin(face, sitter, none, none, width, height, Math.max(width, height) * FIGURE_SMOOTH);
    for (let i = 0; i < blocks.length; i++) {
      if (!sitter[i]) continue;
      // In the flesh block, not the face's pale peach: that near the paper's colour, the figure's
      // arms and waist read as holes cut through it.
      if (skin[i]) blocks[i] = FLESH;
      else if (face[i]) blocks[i] = GROUND;
      face[i] = skin[i];
    }
  }
  // Its face, where the face model finds one on its head enlarged (ukiyoe/headFaceModel.ts), else
  // where its colour shows one (ukiyoe/smallFace.ts): a flat oval of flesh in a mass of hair, the
  // matte's spill above the head given back to the room.
  const small = figureOnly ? ((await modelSmallFace(photo, sitter)) ?? smallFace(flat, sitter)) : undefined;
  const smallHeadOf = small ? smallHead(small, flat, sitter, face) : undefined;
  if (smallHeadOf && room)
    for (let i = 0; i < blocks.length; i++) {
      if (smallHeadOf.face[i]) {
        blocks[i] = FLESH;
        face[i] = 1;
        sitter[i] = 1;
      } else if (smallHeadOf.room[i]) {
        blocks[i] = room[i];
        sitter[i] = 0;
        face[i] = 0;
      } else if (smallHeadOf.hair[i]) face[i] = 0;
    }
  const regions = faceRegionsNear(faces, width, height);
  // The mesh's whole oval prints as flesh, whatever its blocks (a shadowed cheek, an eye
  // socket, a pale face the photo's light washed out to paper); its features are cut from the mesh.
  for (let i = 0; i < blocks.length; i++) if (regions.oval.data[i] > 0.5) face[i] = 1;
  if (!figureOnly) for (let i = 0; i < blocks.length; i++) if (face[i]) blocks[i] = FACE;
  // The hair: one flat black mass round the head (fair hair too: its blocks read as skin).
  const oval = new Uint8Array(blocks.length);
  for (let i = 0; i < blocks.length; i++) oval[i] = regions.oval.data[i] > 0.5 ? 1 : 0;
  // The photo's hair colour round the head, on the sitter only (a dark wall beside a bald head
  // is no hair); which of it prints as hair is settled once the skin is known (below).
  const colourHair = faces.length > 0 ? hairMask(flat, faces, oval) : (smallHeadOf?.hair ?? new Uint8Array(blocks.length));
  // And hair beside a face that fills the picture, whose forehead hairMask read as skin (ukiyoe/sideHair.ts).
  const cheeks = cheekColour(flat, faces);
  if (cheeks) {
    const beside = sideHair(flat, faces, regions.oval, sitter, cheeks);
    for (let i = 0; i < blocks.length; i++) colourHair[i] |= beside[i];
  }
  // The hair's colour wins over the skin's blocks (fair hair reads as skin), not over the oval.
  for (let i = 0; i < blocks.length; i++) {
    if (!sitter[i]) colourHair[i] = 0;
    else if (colourHair[i]) face[i] = 0;
  }
  // The sitter's skin, in flesh: the face, and on the figure (the body, round the head) the
  // skin of the face's colour (the neck, arms); skin-like colours elsewhere (a warm white wall)
  // keep the pale peach of the palette.
  const body = faces.length > 0 ? bodyMask(faces, width, height) : sitter;
  for (let i = 0; i < blocks.length; i++) body[i] = body[i] && sitter[i] ? 1 : 0;
  if (cheeks) {
    const figure = new Uint8Array(blocks.length);
    const head = headMask(faces, width, height);
    for (let i = 0; i < blocks.length; i++) figure[i] = !colourHair[i] && (body[i] || head[i]) ? 1 : 0;
    const neck = neckMask(faces, width, height);
    for (let i = 0; i < blocks.length; i++) if (colourHair[i]) neck[i] = 0;
    const flesh = fleshMask(flat, cheeks, { oval, figure, neck }, Math.max(1, Math.round(4 * scale)));
    // The sitter's other skin-like blocks (an arm in shade, a lit shoulder) are the sitter's
    // skin too, and what they and the flesh wholly enclose (a crease, a strap's shadow): printed
    // in the pale peach and pink beside the flesh, or as specks of the garment in it, an arm read
    // as torn skin (the woman's, to the panel).
    for (let i = 0; i < blocks.length; i++)
      if (sitter[i] && !colourHair[i] && (blocks[i] === FACE || blocks[i] === FACE_SHADE)) flesh[i] = 1;
    const skinSpan = Math.max(1, ...faces.map(eyeSpan));
    const closed = fillHolesNear(flesh, width, height, skinSpan * skinSpan * 0.12);
    const before = blocks.slice();
    const skin = smoothSkin(closed, sitter, oval, colourHair, width, height, skinSpan * SKIN_SMOOTH);
    for (let i = 0; i < blocks.length; i++) {
      if (!sitter[i]) continue;
      if (skin[i]) {
        blocks[i] = FLESH;
        face[i] = 1;
      } else if (closed[i] && !oval[i] && !SKIN_LIKE.has(before[i])) {
        // Skin the smoothing took back (a frayed fingertip, a speck of shadow) prints as the block it was.
        blocks[i] = before[i];
        face[i] = 0;
      } else if (closed[i]) {
        blocks[i] = FLESH;
        face[i] = 1;
      }
    }
  }

  // The hair: the head above the brows and the hair colour joined to it (ukiyoe/headHair.ts);
  // the head's sides that are neither (an ear, a temple) print as skin. A bald head is all
  // skin, and stays so.
  const none = new Uint8Array(blocks.length);
  const { hair, sides, head, bald } =
    faces.length > 0
      ? headHair(colourHair, sitter, face, faces, wearer, width, height)
      : { hair: colourHair, sides: none, head: none, bald: false };
  for (let i = 0; i < blocks.length; i++) {
    if (hair[i]) {
      blocks[i] = HAIR;
      face[i] = 0;
    } else if (sides[i] && cheeks) {
      blocks[i] = FLESH;
      face[i] = 1;
    }
  }
  // Round the skull, the matte's soft rim takes in the pale room behind a soft head; its
  // skin-like blocks there (outside the head's ellipse) are the room's, printed as its ground,
  // so the head keeps its own outline.
  const skull = headMask(faces, width, height);
  // A bare head's outline is its skull too: the matte's spill beside it (the leaves behind the
  // bald man's crown) had printed as more of his scalp's flesh, a lumpy mass to the picture's edge.
  for (let i = 0; i < blocks.length; i++) {
    if (!head[i] || !(blocks[i] === FACE || (bald && blocks[i] === FLESH)) || skull[i]) continue;
    blocks[i] = roomLight.data[i] < DARK_ROOM ? DARK_GROUND : GROUND;
    sitter[i] = 0;
    face[i] = 0;
  }
  // A bare head on pale paper was lost in it (a pale scalp against cream): it prints on the
  // dark indigo ground instead, as Sharaku's heads stand on dark grounds. Its flesh beside the
  // neck, down to the neck's foot, is the matte's spill too (the leaves beside the bald man's
  // jaw printed as a lump of flesh out to his shoulder): the ground as well.
  if (bald) {
    const neck = neckMask(faces, width, height);
    const foot = Math.max(...faces.map(({ mesh }) => neckFoot(mesh)));
    for (let i = 0; i < Math.min(blocks.length, Math.ceil(foot) * width); i++)
      if (sitter[i] && blocks[i] === FLESH && !head[i] && !skull[i] && !neck[i]) {
        blocks[i] = GROUND;
        sitter[i] = 0;
        face[i] = 0;
      }
    for (let i = 0; i < blocks.length; i++) if (!sitter[i] && blocks[i] === GROUND) blocks[i] = DARK_GROUND;
  }
  // The sitter's clothes: light ones in a light print colour, dark ones in a dark one, both
  // other than the ground around them.
  const lightGarment = LIGHT_GARMENTS[random.below(LIGHT_GARMENTS.length)];
  const seedsDark = DARK_GARMENTS[random.below(DARK_GARMENTS.length)];
  const clothed = new Uint8Array(blocks.length);
  for (let i = 0; i < blocks.length; i++)
    clothed[i] =
      !sitter[i] || face[i] || hair[i] || blocks[i] === FACE || blocks[i] === FACE_SHADE || blocks[i] === FLESH ? 0 : 1;
  // Dark clothes of a colour (a navy dress) keep its hue (ukiyoe/garmentHue.ts).
  const darkClothes = new Uint8Array(blocks.length);
  for (let i = 0; i < blocks.length; i++) darkClothes[i] = clothed[i] && DARK_BLOCKS.has(blocks[i]) ? 1 : 0;
  // With a face, the clothes keep the photo's light and dark (ukiyoe/garmentValue.ts): white
  // stays white, black black, and a pattern only on patterned cloth.
  const paleClothes = new Uint8Array(blocks.length);
  for (let i = 0; i < blocks.length; i++) paleClothes[i] = clothed[i] && SKY_BLOCKS.has(blocks[i]) ? 1 : 0;
  const value = figureOnly ? undefined : garmentValue(photo, flat, { clothed, dark: darkClothes, pale: paleClothes });
  // Black clothes print in sumi grey; on the dark indigo ground round the sitter in a charcoal a
  // step lighter, since sumi grey and indigo were one block (the man at the table's jacket lost
  // in his dark room, faceLines.test.ts).
  let [darkAround, around] = [0, 0];
  for (let i = 0; i < blocks.length; i++) {
    if (sitter[i]) continue;
    around++;
    if (blocks[i] === DARK_GROUND) darkAround++;
  }
  const black = darkAround >= around * 0.5 ? BLACK_ON_DARK : BLACK_GARMENT;
  const darkGarment = value?.black ? black : darkGarmentFor(flat, darkClothes, DARK_GARMENTS, PRINT, seedsDark);
  const garmentOf = (block: number): number => (DARK_BLOCKS.has(block) ? darkGarment : lightGarment);
  // A face-less standing figure keeps its hair and its clothes' own colours (ukiyoe/standingFigure.ts).
  const garment = figureOnly
    ? standingFigure(
        blocks,
        clothed,
        sitter,
        flat,
        { hair: HAIR, ground: FIGURE_GROUNDS, garment: garmentOf, dark: DARK_GROUND, red: VERMILION },
        small !== undefined,
      )
    : clothed;
  if (!figureOnly)
    for (let i = 0; i < blocks.length; i++) if (clothed[i]) blocks[i] = value?.white[i] ? WHITE_GARMENT : garmentOf(blocks[i]);
  // A face-less figure's clothes thinner than a limb are the matte's spill into the room (a strip
  // of the door beside her shoulder printed as a sleeve sticking out): they print as the room.
  if (room) {
    const within = createGrey(width, height);
    for (let i = 0; i < blocks.length; i++) within.data[i] = sitter[i];
    const body = gaussianBlur(within, Math.max(width, height) * SPILL_SIGMA);
    for (let i = 0; i < blocks.length; i++)
      if (garment[i] && body.data[i] < SPILL_BELOW) {
        blocks[i] = room[i];
        garment[i] = 0;
        sitter[i] = 0;
      }
  }
  const colours = [...PRINT];
  colours[HAIR] = hairPrintColour(photo, hair, faces, PRINT[HAIR]);
  if (cheeks) colours[FLESH] = fleshColour(cheekColour(photo, faces) ?? cheeks, colourToLab(PRINT[FLESH]));
  // The face's own light and shade, and a beard, from the photo (ukiyoe/shading.ts).
  const span = Math.max(0, ...faces.map(eyeSpan));
  const detailGrey = toGrey(detail);
  const shading = faceShading(detailGrey, faces, face, Math.max(1, Math.round(span * 0.07)));
  const [red, green, blue] = colours[FLESH];
  const shadeColour: Colour = [red * SHADE_OF_FLESH[0], green * SHADE_OF_FLESH[1], blue * SHADE_OF_FLESH[2]];
  const printed = createRgb(width, height);
  for (let i = 0, p = 0; i < blocks.length; i++, p += 3) {
    const colour = colours[blocks[i]];
    printed.data[p] = colour[0];
    printed.data[p + 1] = colour[1];
    printed.data[p + 2] = colour[2];
  }
  // A beard prints as the shade block under its strokes (below); neither has a key line round
  // it, and both are wiped off gradually at their edge (ukiyoe/shadeBokashi.ts).
  printShadeGraded(printed, shading, face, shadeColour, Math.max(1, span * SHADE_GRADE));
  const beard = new Uint8Array(blocks.length);
  let bearded = 0;
  for (let i = 0; i < blocks.length; i++) bearded += beard[i] = shading[i] === BEARD ? 1 : 0;
  const beardInk = beardStrokes(beard, faces, width, height);
  // The room's wooden planes carry their grain (ukiyoe/woodGrain.ts).
  if (room) {
    const wood = new Uint8Array(blocks.length);
    for (let i = 0; i < blocks.length; i++) wood[i] = !sitter[i] && blocks[i] === WOOD ? 1 : 0;
    woodGrain(printed, wood, Math.max(4, 9 * scale), KEY_BLOCK, random);
  }
  progress(40);

  // Sky: the pale background blocks. Graded blue from the top, crossed by mist bands.
  const sky: Sky = { mask: new Uint8Array(blocks.length) };
  for (let i = 0; i < blocks.length; i++)
    sky.mask[i] = (SKY_BLOCKS.has(blocks[i]) && !garment[i]) || (!sitter[i] && blocks[i] === GROUND) ? 1 : 0;
  bokashi(printed, sky, SKY_TOP, random.between(0.5, 0.62), 0.92);
  const lineWidth = Math.max(1.5, 2.2 * scale);
  kasumi(printed, sky, random, MIST, KEY_BLOCK, lineWidth * 0.8);
  // The clothes' pattern: a woman's a staggered grid of pale dots, a man's (and a sitter the
  // face model is unsure of) fine stripes, printed with the garment's block.
  const spacing = Math.max(8, 22 * scale);
  const radius = spacing * 0.16;
  // A face-less figure's clothes are dotted: striped, her skirt and top read as a prisoner's garb.
  const stripes = wearer !== 'woman' && !figureOnly;
  const stripe = Math.max(1, spacing * 0.12);
  for (let i = 0; i < blocks.length; i++) {
    if (!garment[i] || value?.patterned === false || blocks[i] === WHITE_GARMENT) continue;
    const x = i % width;
    const y = (i - x) / width;
    if (!(stripes ? onPatternStripe(x, spacing * 0.6, stripe) : onPatternDot(x, y, spacing, radius))) continue;
    const dot: Colour = blocks[i] === darkGarment ? PATTERN_ON_DARK : PATTERN_ON_LIGHT;
    printed.data.set(dot, i * 3);
  }
  progress(55);

  // Key block: a line where blocks meet, and the photo's own coherent lines (flow lines kept
  // by hysteresis) off the face's skin; on the face, the mesh's features.
  const outline = blockOutlines(blocks, width, height, lineWidth);
  const strong = flowLines(detailGrey, {
    sigma: 1.5 * scale + 0.6,
    strong: 0.03,
    weak: 0.012,
    minLength: 30 * scale + 10,
    along: 5 * scale + 2,
    thicken: 0,
    suppress: regions.skin,
    // The room is plain paper (below): its lines are never traced.
    within: sitter,
  });
  // Faces no mesh was found for (too small, turned away): their own faint lines, finer, only
  // on and just around skin. With a mesh, the features below stand for them.
  const fine =
    faces.length > 0 || figureOnly
      ? createGrey(width, height)
      : flowLines(detailGrey, {
          sigma: 1.3 * scale + 0.5,
          strong: 0.014,
          weak: 0.006,
          minLength: 16 * scale + 6,
          along: 3 * scale + 1,
          thicken: 0,
        });
  // Near skin: where a mesh-less face's fine lines are kept (with a mesh there are none).
  const skinArea = createGrey(width, height);
  if (faces.length === 0) for (let i = 0; i < blocks.length; i++) skinArea.data[i] = face[i];
  const nearSkin = faces.length === 0 ? gaussianBlur(skinArea, 4 * scale + 1) : skinArea;
  // Wood grain: faint streaks printed with each flat colour.
  const grain = streaks(width, height, random.between(-0.05, 0.05), 60 * scale + 10, random);
  const lines = createGrey(width, height);
  // The room is plain paper: the photo's lines are cut only on the sitter.
  for (let i = 0; i < blocks.length; i++)
    lines.data[i] =
      sitter[i] && !figureOnly
        ? faces.length > 0
          ? strong.data[i]
          : Math.max(strong.data[i], fine.data[i] * smoothstep(0.3, 0.7, nearSkin.data[i]))
        : 0;
  // A print has no stray dots: marks smaller than a short dash are not cut into the block.
  const features = dropSpecks(lines, 0.35, 40 * scale * scale + 6);
  let faceArea = 0;
  for (let i = 0; i < blocks.length; i++) faceArea += face[i];
  const lips = bearded > faceArea * BEARDED ? LIPS.man : LIPS[wearer];
  // The smile the photo shows (ukiyoe/smile.ts): its mouth on the teeth, opened.
  const smiling = faces.map((one) => fitSmile(photo, one));
  printFace(printed, smiling, { ...FACE_LINES, lips }, 0.8);
  if (small) drawSmallFace(printed, small, { line: KEY_BLOCK, lips: LIPS.woman });
  drawFeatures(features, smiling, 0.8);
  drawJaw(features, faces);
  // A frame the photo shows, cut as a fine line in a lighter ink than the key block (the flat
  // flesh had printed over it: glasses.ts); a frame as heavy as the outline had outweighed the
  // face's own light and shade, the eyes read through a black mask.
  const glasses = glassesInk(photo, faces, GLASSES_PEN);
  for (let i = 0, p = 0; i < blocks.length; i++, p += 3) {
    const line = clamp01(Math.max(features.data[i] * 0.88, outline.data[i] * 0.92, beardInk.data[i] * 0.85));
    const frame = glasses ? clamp01(glasses.data[i]) * 0.85 * (1 - line) : 0;
    const wood = 1 + (grain.data[i] - 0.5) * 0.1;
    for (let c = 0; c < 3; c++) {
      const paper = clamp01(printed.data[p + c] * wood);
      printed.data[p + c] = paper * (1 - line - frame) + KEY_BLOCK[c] * line + GLASSES_INK[c] * frame;
    }
  }
  seal(printed, sky, { seal: SEAL, cartouche: CARTOUCHE, line: KEY_BLOCK }, lineWidth);
  progress(70);
  return wash(printed, random, {
    turbulence: 0.1,
    granulation: 0.32,
    edgeDarkening: 0.15,
    edgeWidth: 3,
    paperTone: hex('#f3e7cc'),
    tooth: 1.8,
  });
}
