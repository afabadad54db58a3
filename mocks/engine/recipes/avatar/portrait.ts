// 'portrait' (素描肖像): a graphite sketch portrait, head and shoulders, as an artist draws one
// on a sheet — contour lines from the photo's edges (a colour dodge of the grey over its blur),
// the face's lids, irises, brows, nose and mouth drawn crisp where the mesh puts them, tone laid
// in hatching that follows the form (./sketch/hatching.ts), crossed in the darks, a patch of
// loose background hatching behind the head, the figure fading out into bare paper, and a
// pencil-ruled border round the sheet. The figure is the person as the segmentation model cuts
// them (./personMatte.ts), so the hair is drawn to its real outline and the room is paper.
// The face's own tonal range is spread over the pencil's, and its sides are modelled as a head
// turns from the light, so a soft or dark photo is not a faint mottle; the hair is stroked
// along its flow (./sketch/hairFlow.ts); the clothes are a few light lines and strokes fading
// downward; and a face the photo crops at its chin gets a sketched neck and shoulders
// (./sketch/shoulders.ts), so it never floats on the sheet. The darkest marks (lids, pupils,
// brows, nostrils, glasses: ./sketch/glasses.ts) go near black, a grin is drawn in clean lines
// (./sketch/mouth.ts grinLines), and the skin stays under a mid tone, lighter below the mouth.
// The idea of the dodge and the paper's tooth is the cartoon tool's sketch
// (../cartoon/sketch.ts); this one is drawn afresh for a framed portrait.
// This file is the drawing's order (the random draws must stay in it) and its two passes, tone
// then strokes; the parts each do one job in ./portrait/: the pencil's tone (pencil.ts), the
// hair's reach (hair.ts), the figure's fade (figure.ts) and outlines (outlines.ts), the zones
// where the drawing eases off (zones.ts), the strokes' shares of a pixel (shares.ts), and the
// nose's finishing marks (noseMarks.ts).
import { paper, valueNoise } from '../shared/noise';
import { fork } from '../shared/random';
import { clamp01, createGrey, createRgb, smoothstep, toGrey } from '../shared/raster';
import { AVATAR_SIZE } from './align';
import { blurGrey, blurLocal, guidedRgb } from './blur';
import { BROW_LINES, drawFeatures, EYE_LINES, fillDisc, irises, JAW_LINE, MOUTH_LINES, NOSE_LINES } from './featureLines';
import { CHIN, centreOf, eyeCentres, FACE_OVAL, outline } from './landmarks';
import { faceOvalMask, subjectMask } from './masks';
import { faceUnit, smoothSkin } from './retouch';
import { contourDirections, strokesAlong, turned } from './sketch/hatching';
import { drawFrame } from './sketch/frame';
import { followHair, type Head } from './sketch/hairFlow';
import { teethBelowLips } from './mouthTeeth';
import { grinLines, openMouth } from './sketch/mouth';
import { photoStyle } from './style';
import { NOSE_SIDES, NOSTRILS } from './portrait/noseMarks';
import { GRAPHITE, PAPER, pencilDarkness } from './portrait/pencil';
import { clothesShare, hatchedShare, strandShare } from './portrait/shares';
import { portraitZones } from './portrait/zones';
import { shadedFeatures } from './portrait/shadedFeatures';
import { FAIR_HAIR_FLOOR, fairHairDarkness } from './portrait/fairHair';
import { portraitHair } from './portrait/hair';
import { figureFade } from './portrait/figure';
import { figureOutlines } from './portrait/outlines';
import { personMatte } from './personMatte';
import { BACKGROUND, CLOTHES, findRegions, HAIR, SKIN } from './toon/regions';
import { smoothHeadOutline } from './toon/headOutline';
import { hairOverCrown } from './toon/crownHair';
import { wearerIn } from './traits';
import { beardShare, beardStrokes } from './sketch/beard';
import { wearsGlasses } from './toon3d/glasses';
import { glassesLines } from './sketch/glasses';
import { hairStrokes } from './sketch/hairStrokes';
import { CREASES, eyeSockets } from './sketch/eyeSockets';
import { shownHairDarkness, showsDarkHair } from './sketch/tones';

export const portrait = photoStyle(async ({ picture, mesh, beyond }, random) => {
  const unit = faceUnit(mesh);
  const size = picture.width;
  // The person as the segmentation model cuts them, before any retouch: the hair's real outline.
  const matte = await personMatte(picture, mesh);
  // Pencil and paper in the avatar's pixels: an HD avatar (twice the side) draws them twice as wide.
  const nib = size / AVATAR_SIZE;
  // A man is drawn as one: his beard in strokes and his brows heavier (the sixth blind panel's
  // older man "looks feminine, goatee lost"). Asked of the photo before its skin is smoothed.
  const wearer = await wearerIn(picture, mesh);
  // Glasses as the photo shows them, read before the skin is smoothed: the bald man's were lost.
  const glasses = wearsGlasses(picture, mesh);
  smoothSkin(picture, mesh, 0.8);
  const smooth = guidedRgb(picture, Math.max(2, Math.round(unit * 0.025)), 0.003);
  const grey = toGrey(smooth);
  // The person without the room: the background is left as bare paper.
  const parts = findRegions(smooth, mesh, matte).masks;
  // The head's outline one smooth curve over the crown, as an artist draws a skull: the matte's
  // lumps drawn as a firm line read as growths (the sixth blind panel's "lumpy head shape").
  smoothHeadOutline(parts, mesh);
  // The hair over a crown the photo's crop or its tones left as scalp (./toon/crownHair.ts).
  const shownHair = createGrey(size, size);
  shownHair.data.set(parts[HAIR].data);
  const crown = blurLocal(hairOverCrown(parts, smooth, mesh, wearer === 'woman'), Math.max(1, unit * 0.03));
  // Only hair the photo shows dark is drawn darker at the crown, run to the head's edge and followed
  // past the matte (./sketch/tones.ts): fair hair is left as it was.
  const darkHair = showsDarkHair(smooth, grey, shownHair, parts[SKIN]);
  const background = parts[BACKGROUND];
  const [faceX, faceY] = centreOf(mesh, FACE_OVAL);
  const oval = outline(mesh, FACE_OVAL);
  const faceWidth = Math.max(...oval.map((p) => p[0])) - Math.min(...oval.map((p) => p[0]));
  const faceHeight = Math.max(...oval.map((p) => p[1])) - Math.min(...oval.map((p) => p[1]));
  const eyes = eyeCentres(mesh);
  const head: Head = { centre: [faceX, faceY], faceWidth, faceHeight, eyesY: (eyes.left[1] + eyes.right[1]) / 2 };
  const chinY = mesh[CHIN][1];
  // The hair, darker than the skin and stroked along its flow, all round the head, and a woman's
  // down to where the photo has it (./portrait/hair.ts).
  const mouthY = (mesh[61][1] + mesh[291][1]) / 2;
  const { hair, hanging } = portraitHair(mesh, {
    parts,
    matte,
    grey,
    beyond,
    darkHair,
    wearer,
    head,
    chinY,
    mouthY,
    unit,
  });
  // The skin is shaded as an artist shades it, in straight parallel strokes on a slant, light;
  // the hair and the clothes in strokes that follow their form. (Strokes following the jaw's
  // and neck's tones on skin read as a beard.)
  const skin = blurLocal(parts[SKIN], Math.max(1, unit * 0.02));
  // Clothes are drawn lighter than the photo has them: a dark jacket sketched at its full tone
  // becomes a black mass of crossed strokes that outweighs the face.
  const clothes = blurLocal(parts[CLOTHES], Math.max(1, unit * 0.05));
  const subject = subjectMask(mesh, size);
  // The tones are read from the face, whatever the background: a dark room does not bleach it.
  const face = faceOvalMask(mesh, size, { grow: 0.9, forehead: 0, feather: 0 });
  const pencil = blurGrey(pencilDarkness(grey, face, unit), Math.max(1, unit * 0.01));
  // The skin's tone as broad form, not the soft photo's blotches: shade, not mottle.
  const skinTone = blurGrey(pencil, unit * 0.05);
  // The crown's hair is drawn as dark as the hair the photo shows beside the face (./sketch/tones.ts).
  const crownDarkness = darkHair ? shownHairDarkness(pencil, shownHair) : 0;

  // Contours: the colour dodge, dark only where the grey falls below its surroundings.
  const around = blurGrey(grey, Math.max(3, unit * 0.035));

  // The hatching: along the contours of the tone, and across them in the darks.
  const angle = random.between(-0.9, -0.6);
  const along = contourDirections(grey, unit * 0.25, angle);
  // The hair runs the way the photo's strands do, read at the strands' own fine scale.
  followHair(along, hair, head, contourDirections(grey, unit * 0.15, angle));
  const spacing = Math.max(2.5 * nib, unit * 0.026) * random.between(0.95, 1.1);
  const hatchRandom = fork(random);
  const crossRandom = fork(random);
  const strandRandom = fork(random);

  // The face's features, crisp: lids, brows, nose, mouth, and the irises filled.
  const pen = Math.max(1.2, unit * 0.014);
  const mouth = openMouth(smooth, mesh, pen * 0.9);
  // A smile whose teeth lie below the mesh's closed lips is drawn as the teeth show it: the
  // mesh's lips above it drew a second mouth over the smile (the seventh blind panel's
  // brown-skinned man: "mouth and chin are a hatched smudge").
  const grin = mouth && teethBelowLips(mouth.teeth, mesh) ? grinLines(mesh, mouth.teeth, pen) : undefined;
  const mouthLines = grin ? [] : MOUTH_LINES;
  const features = drawFeatures(mesh, size, [...EYE_LINES, ...mouthLines.slice(0, 1)], pen);
  // Nose and lips lighter: a pencil suggests them, the photo's own tone does the rest.
  const light = drawFeatures(mesh, size, [...NOSE_LINES, ...mouthLines.slice(1)], pen * 0.8);
  // The brows firm, a man's heavier: drawn at the lips' weight they were lost on a soft or dark
  // face (the sixth blind panel: "face mostly lost", "face barely there").
  const brows = drawFeatures(mesh, size, BROW_LINES, pen * (wearer === 'man' ? 1.6 : 1.15));
  // The lips filled, the brows a mass of short hairs at the photo's darkness, and a woman's lash
  // line and lashes (./portrait/shadedFeatures.ts): outlined alone they were one template face.
  const shaded = shadedFeatures(mesh, grey, pen, wearer);
  // The beard as short strokes over a skin tone that no longer smudges it.
  const beard = wearer === 'woman' ? undefined : beardShare(smooth, grey, mesh, unit, wearer === 'man' ? 0.15 : 0.3);
  const beardRandom = fork(random);
  const beardInk = beard ? beardStrokes(beard, mesh, unit, pen * 0.5, beardRandom) : undefined;
  // The jaw and chin, lightly: a soft photo has no edge there, and without it the face floats.
  // (A woman's lighter still: a firm jaw line drew her masculine.)
  drawFeatures(mesh, size, JAW_LINE, pen * (wearer === 'woman' ? 0.5 : 0.7), light);
  const frame = glasses ? glassesLines(mesh, size, pen * 1.3) : undefined;
  // The sockets light round a clean lid line, with a little tone in the lid's crease alone
  // (./sketch/eyeSockets.ts): at the photo's tone they were dark hollows, "like bruises".
  const socket = eyeSockets(mesh, size);
  const crease = drawFeatures(mesh, size, CREASES, pen);
  const creaseShade = blurGrey(crease, Math.max(1, unit * 0.03));
  const highlights = createGrey(size, size);
  for (const { centre, radius } of irises(mesh)) {
    fillDisc(features, centre, radius * 0.9, 0.75);
    fillDisc(features, centre, radius * 0.45);
    fillDisc(highlights, [centre[0] - radius * 0.3, centre[1] - radius * 0.35], radius * 0.25);
  }

  // The figure fades into bare paper over a wide, uneven margin, as a sketch's edge does.
  const ragged = valueNoise(size, size, unit * 0.5, fork(random), 3);
  const { figure, within } = figureFade(background, subject, hanging, ragged, unit);

  // A patch of loose diagonal hatching behind the head on one side, to set it off the paper.
  const side = random.next() < 0.5 ? -1 : 1;
  // The nose as a pencil finishes it: its nostrils, and the side of its bridge away from the
  // light (the wings alone left a soft face's nose lost between the eyes and the mouth).
  // (A woman's bridge lighter: a long firm line down it drew her a man's nose.)
  drawFeatures(mesh, size, NOSTRILS, pen, light);
  drawFeatures(mesh, size, [side > 0 ? NOSE_SIDES[0] : NOSE_SIDES[1]], pen * (wearer === 'woman' ? 0.6 : 1), light);
  const backdropX = faceX + side * faceWidth * 0.95;
  const backdropY = faceY - faceWidth * 0.2;
  const backdropCos = Math.cos(angle);
  const backdropSin = Math.sin(angle);
  const backdropSpacing = spacing * 1.6;
  // A woman's face is modelled softly, as her photo has it: fewer and lighter strokes on her cheeks
  // and jaw (at a man's weight her face read masculine, "its women masculine").
  const modelled = wearer === 'woman' ? 0.3 : 0.42;
  const skinStroke = wearer === 'woman' ? 0.65 : 1;
  const skinCos = Math.cos(angle + 0.25);
  const skinSin = Math.sin(angle + 0.25);
  // The clothes' light hatching: straight, at a steeper slant than the skin's.
  const clothesCos = Math.cos(angle - 0.5);
  const clothesSin = Math.sin(angle - 0.5);

  // The figure's silhouette, the clothes' seams and the neck's lines (./portrait/outlines.ts).
  const { silhouette, seams, neck, invented } = figureOutlines(mesh, { background, clothes, matte }, head, chinY, unit, pen);
  const { neckColumn, collarBand, underChin, underJaw, mouthZone, lowerFace, bodyLeftAt } = portraitZones(
    mesh,
    { faceX, faceWidth, faceHeight, chinY, mouthY },
    side,
  );
  // How dark the figure is drawn at each pixel (0 paper, 1 black), before its strokes.
  const tone = createGrey(size, size);
  // The strokes are only read on the figure off the skin, and only where its tone is deep enough
  // for their layer (about a third of the picture, a tenth for the crossing): worked out there alone.
  const hatchNeeded = new Uint8Array(size * size);
  const crossNeeded = new Uint8Array(size * size);
  const strandMask = createGrey(size, size);
  const strandTone = createGrey(size, size);
  for (let y = 0; y < size; y++) {
    const bodyLeft = bodyLeftAt(y);
    const overHead = darkHair ? 1 - smoothstep(head.eyesY, chinY, y) : 0;
    for (let x = 0; x < size; x++) {
      const i = y * size + x;
      if (figure.data[i] === 0) continue;
      const onSkin = skin.data[i];
      const onHair = hair.data[i] * (1 - onSkin);
      const onClothes = clothesShare(onSkin, hair.data[i], clothes.data[i]);
      // Skin in its broad form; hair at the photo's tone; clothes light, fading down.
      // The face's form: its sides turn from the light, shaded as an artist models a head even
      // where a flat-lit photo shows none, more on the side away from the light.
      const fx = (x - faceX) / (faceWidth * 0.5);
      const fy = (y - faceY) / (faceHeight * 0.55);
      const turning = smoothstep(0.55, 1.05, Math.hypot(fx, fy)) * (0.6 + 0.4 * clamp01(-side * fx));
      const form = Math.max(turning * modelled, underChin(x, y));
      const shaved = beard ? 1 - 0.6 * beard.data[i] : 1;
      // (The blur can leave a hair below 0, and a fractional power of that is NaN.)
      // The skin's deepest tones eased off (an eye socket at the full pencil read as a bruise).
      const skinDepth = clamp01(skinTone.data[i]) * shaved;
      // (And on the neck the photo's own tone held lighter: the jaw's cast shadow models it.)
      const eased = (skinDepth < 0.55 ? skinDepth : 0.55 + (skinDepth - 0.55) * 0.45) * (1 - 0.55 * underJaw(x, y));
      // (In the eye's socket the skin and the photo's shadow are held near paper.)
      const opened = 1 - 0.8 * socket.data[i] * (1 - onHair);
      // (Fair hair at the photo's own grey, no darker: against the face's range it went near black.)
      const penciled = darkHair
        ? pencil.data[i]
        : pencil.data[i] - onHair * Math.max(0, pencil.data[i] - fairHairDarkness(grey.data[i]));
      const toned = (onSkin * Math.max(eased, form) + (1 - onSkin) * clamp01(penciled)) * opened;
      // Hair at the photo's own tone, a little lighter (its strands add the dark: fair hair stays
      // fair; held at a mid tone it was the panel's "hatched hair blob"), never so light that its
      // strands vanish.
      // (And the crown the crop cut off as dark as the hair shown, a little lighter: a highlight.)
      const haired = Math.max(
        toned * (1 - 0.25 * onHair),
        onHair * (darkHair ? 0.35 : FAIR_HAIR_FLOOR),
        onHair * crown.data[i] * crownDarkness * 0.85,
      );
      const dark = haired * (1 - onClothes) + Math.min(0.32, haired * 0.55) * bodyLeft * onClothes;
      tone.data[i] = dark;
      const hatched = hatchedShare(onSkin, hair.data[i], clothes.data[i]);
      const stranded = strandShare(onSkin, hair.data[i], clothes.data[i]);
      strandMask.data[i] = stranded;
      // (Where the figure fades out, fewer and lighter strokes: each stays crisp. Not round the
      // head, where the hair runs to the person's own edge: faded there, a short crop's thin band
      // of hair over the crown was a few faint strokes, the brown-skinned man's head "as if bald".)
      strandTone.data[i] = dark * Math.max(figure.data[i], within.data[i] * overHead);
      if (hatched - stranded <= 0) continue;
      // (As the drawing below reads them: the first layer from 0.18, the crossing from 0.5.)
      hatchNeeded[i] = dark > 0.18 ? 1 : 0;
      crossNeeded[i] = dark > 0.5 ? 1 : 0;
    }
  }
  const hatch = strokesAlong(along, unit * 0.08, spacing, hatchRandom, hatchNeeded);
  const cross = strokesAlong(turned(along), unit * 0.06, spacing, crossRandom, crossNeeded);
  // The hair in separate pencil strokes along its flow, gathered into locks (./sketch/hairStrokes.ts).
  const strands = hairStrokes(
    along,
    strandMask,
    strandTone,
    { length: unit * 0.35, spacing: spacing * 0.6, pen: 1.3 * nib },
    strandRandom,
  );
  const sheet = paper(size, size, fork(random), { tooth: 2.2 * nib, fibres: 25 });
  const result = createRgb(size, size);
  for (let y = 0; y < size; y++) {
    const bodyLeft = bodyLeftAt(y);
    const collar = collarBand(y);
    for (let x = 0; x < size; x++) {
      const i = y * size + x;
      // (The figure's tone and the backdrop are worked out only where they can show: the figure
      // covers under half the sheet, and the backdrop lies off it.)
      const onFigure = figure.data[i];
      const teeth = mouth ? mouth.teeth.data[i] : 0;
      let drawn = 0;
      if (onFigure > 0) {
        // (An offset keeps a flat dark area, where both are near 0, from reading as a line.)
        const dodge = clamp01((grey.data[i] + 0.08) / (around.data[i] + 0.08));
        // (Light on the clothes: their folds and weave are where a photo's edges scribble.)
        const line = clamp01((1 - dodge ** 2) * 1.3) * (1 - clothes.data[i] * (1 - 0.4 * bodyLeft));
        const onSkin = skin.data[i];
        const onClothes = clothesShare(onSkin, hair.data[i], clothes.data[i]);
        const dark = tone.data[i];
        // Layers of strokes as the tone deepens: along the form from a light touch, crossed in the
        // shadows; each layer's strokes thicken and close up as its tone deepens.
        const first = clamp01((dark - 0.18) / 0.3);
        const second = clamp01((dark - 0.5) / 0.3);
        const hatched = first > 0 ? smoothstep(0.78 - 0.28 * first, 0.86 - 0.28 * first, hatch.data[i]) * (0.3 + 0.3 * first) : 0;
        const crossed =
          second > 0 ? smoothstep(0.8 - 0.28 * second, 0.88 - 0.28 * second, cross.data[i]) * (0.25 + 0.3 * second) : 0;
        // On the skin: straight slanted strokes, wider as the shadow deepens, never crossed.
        const skinDark = clamp01((dark - 0.22) / 0.35);
        let slanted = 0;
        if (skinDark > 0 && onSkin > 0) {
          const v = (x * skinCos + y * skinSin) / spacing + (ragged.data[i] - 0.5) * 0.5;
          const lineDistance = Math.abs(v - Math.round(v)) * spacing;
          slanted = clamp01(nib * (0.3 + 1.1 * skinDark) + 0.5 - lineDistance) * (0.22 + 0.33 * skinDark) * skinStroke;
        }
        // On the hair a light wash here; its strokes are laid over the whole below, uncut by the fade.
        const stranded = strandShare(onSkin, hair.data[i], clothes.data[i]);
        // On the clothes: a light touch of straight strokes, never crossed.
        const clothesDark = clamp01((dark - 0.12) / 0.3);
        let ruled = 0;
        if (clothesDark > 0 && onClothes > 0) {
          const w = (x * clothesCos + y * clothesSin) / (spacing * 1.2) + (ragged.data[i] - 0.5) * 0.6;
          const clothesDistance = Math.abs(w - Math.round(w)) * spacing * 1.2;
          ruled = clamp01(nib * (0.3 + 0.9 * clothesDark) + 0.5 - clothesDistance) * (0.25 + 0.3 * clothesDark);
        }
        const strokes =
          onSkin * slanted +
          onClothes * ruled +
          (hatchedShare(onSkin, hair.data[i], clothes.data[i]) - stranded) * (hatched + crossed);
        // A soft smudged wash under the strokes, as a stump leaves; lighter on the skin and clothes.
        // (Not round the mouth, where it was a smear beside the mouth's lines.)
        const zone = mouthZone(x, y);
        // (Nor under the jaw but on the clothes and hair: the neck's wash was a flat grey band.)
        const bare = Math.max(0.85 * zone, underJaw(x, y) * clamp01(1 - onClothes - stranded));
        const wash = Math.max(0, dark) ** 1.3 * (0.42 - 0.14 * onSkin - 0.27 * onClothes - 0.22 * stranded) * (1 - bare);
        // The skin held under a mid-dark tone, and lighter still below the mouth: darker, its
        // strokes read as a bruise, and on the chin and jaw as a beard.
        const lower = lowerFace(y);
        const shading = Math.min(0.95 - onSkin * (0.3 + 0.3 * lower), (wash + strokes) * (1 - 0.3 * lower * onSkin));
        const held = invented ? 0 : neckColumn(x, y);
        const lined = line * 0.85 * (1 - 0.7 * held) * (1 - 0.8 * zone) * (1 - 0.85 * socket.data[i]);
        drawn = clamp01(Math.max(lined, shading * (1 - 0.5 * held))) * Math.min(onFigure, within.data[i]) * (1 - 0.75 * teeth);
      }
      // The loose backdrop: straight strokes, strongest beside the head, gone by the frame.
      let backdrop = 0;
      if (onFigure < 1) {
        const bx = (x - backdropX) / (faceWidth * 0.75);
        const by = (y - backdropY) / (faceWidth * 1.1);
        const reach = clamp01(1 - Math.hypot(bx, by)) * (1 - onFigure);
        if (reach > 0) {
          const u = (x * backdropCos + y * backdropSin) / backdropSpacing + (ragged.data[i] - 0.5) * 0.8;
          const strokeDistance = Math.abs(u - Math.round(u)) * backdropSpacing;
          backdrop = clamp01(0.9 * nib + 0.5 - strokeDistance) * smoothstep(0, 0.5, reach) * 0.35;
        }
      }
      // The head's and shoulders' outline, confident, thinning out where the body fades.
      // Round the head only near where a head is: the matte's outgrowths into a busy room stay
      // unlined; and where the photo ends under the chin, its crop is no outline at all.
      let edge = neck.data[i] * 0.6;
      if (silhouette.data[i] > 0 || seams.data[i] > 0) {
        const hx = (x - faceX) / (faceWidth * 0.62);
        const hy = (y - faceY + faceHeight * 0.08) / (faceHeight * 0.66);
        const nearHead = y < chinY ? 1 - smoothstep(1.05, 1.3, Math.hypot(hx, hy)) : invented ? 0 : 0.6;
        const outlined =
          silhouette.data[i] * subject.data[i] * nearHead * (0.45 + 0.35 * ragged.data[i]) * (0.15 + 0.85 * bodyLeft * bodyLeft);
        const seam = seams.data[i] * (1 - background.data[i]) * subject.data[i] * 0.35 * bodyLeft;
        // Between the chin and the collar only the neck's lines and the hair's outline are drawn:
        // a collar, a shoulder or a dark blur there outlined reads as a blob under the chin.
        const unlined = invented ? 0 : collar * (1 - hair.data[i]);
        edge = Math.max(Math.max(outlined, seam) * (1 - unlined), edge);
      }
      const grinInk = grin ? Math.max(grin.lines.data[i] * 0.95, grin.inside.data[i] * 0.55) : 0;
      const inMouth = Math.max(mouth ? mouth.lines.data[i] * 0.8 : 0, grinInk);
      // (The mesh's lip line runs across teeth the mesh did not see: the teeth rub it out.)
      const bristles = beardInk ? beardInk.data[i] * 0.8 : 0;
      // (The brows' outlines light over their hairs: two firm lines were a template's brow.)
      const browed = Math.max(brows.data[i] * (wearer === 'woman' ? 0.35 : 0.6), shaded.brows.data[i]);
      let darkness = Math.max(
        drawn,
        features.data[i] * (1 - teeth),
        light.data[i] * 0.8,
        browed,
        edge,
        backdrop,
        inMouth,
        shaded.lips.data[i] * (1 - teeth),
        shaded.lashes ? shaded.lashes.data[i] * 0.95 : 0,
        bristles,
        strands.data[i] * within.data[i] * (1 - teeth),
        frame ? frame.data[i] * 0.85 : 0,
        crease.data[i] * 0.4 + creaseShade.data[i] * 0.12,
      );
      darkness *= 1 - highlights.data[i] * 0.9;
      // Graphite catches on the tooth's peaks and skips its pits.
      const grip = 0.82 + 0.36 * sheet.data[i];
      const amount = clamp01(darkness * grip) * 0.97;
      const paperShade = 0.97 + 0.05 * sheet.data[i];
      const p = i * 3;
      for (let c = 0; c < 3; c++) result.data[p + c] = (PAPER[c] + (GRAPHITE[c] - PAPER[c]) * amount) * paperShade;
    }
  }
  drawFrame(result, GRAPHITE, random, nib);
  return result;
});
