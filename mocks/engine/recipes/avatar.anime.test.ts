// pix/anime judged as issue 36 asks of an anime cel, on the sample faces: flat cel colour on the
// face (both cheeks, the far one included, where an earlier attempt drew a dark stroke), thin
// line art with no ink blobs on the face, the body painted as flat masses (a panel saw blobs
// there), the woman's top in its own colour, her light hair kept light, and the older man's
// short dark hair kept as hair over a lighter forehead.
import sharp from 'sharp';
import { SAMPLE_PHOTOS } from '../../../tests/gallery/samples';
import { detectFaces } from '../adapters/faces';
import { samplePortrait } from '../testing/faces';
import { prepared } from '../testing/prepared';
import { avatar } from './avatar';
import { distance, FACE_OVAL, LIPS, outline, type XY } from './avatar/landmarks';
import { fillPolygon, scaled } from './avatar/masks';
import type { Rgb } from './shared/raster';

// Three faces drawn and found again: ten minutes under a loaded machine.
const SLOW = 600_000;

interface Drawn {
  picture: Rgb;
  /** The photo it was made from, and the mesh found on it. */
  photo: Rgb;
  photoMesh: readonly XY[];
  /** The mesh found on the result itself, in its pixels. */
  mesh: readonly XY[];
}

const drawn = new Map<string, Drawn>();

async function decoded(bytes: Uint8Array): Promise<Rgb> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: Float32Array.from(data, (v) => v / 255) };
}

async function draw(id: string, bytes: Uint8Array): Promise<void> {
  const photoFaces = await detectFaces(bytes);
  const input = await prepared(bytes, photoFaces);
  const result = (await avatar({ tool: 'avatar', style: 'pix/anime', seed: 1, ...input }, () => undefined)).bytes;
  const picture = await decoded(result);
  const [face] = await detectFaces(result);
  if (face && photoFaces[0])
    drawn.set(id, {
      picture,
      photo: await decoded(bytes),
      photoMesh: outline(
        photoFaces[0].mesh,
        photoFaces[0].mesh.map((_, index) => index),
      ),
      mesh: outline(
        face.mesh,
        face.mesh.map((_, index) => index),
      ),
    });
}

beforeAll(async () => {
  await draw('woman', await samplePortrait('woman'));
  const older = SAMPLE_PHOTOS.find((sample) => sample.id === 'older-man');
  if (older) await draw('older-man', await older.bytes());
  const red = SAMPLE_PHOTOS.find((sample) => sample.id === 'asian-woman');
  if (red) await draw('asian-woman', await red.bytes());
}, SLOW);

function lumaAt({ data }: Rgb, i: number): number {
  return 0.299 * data[i * 3] + 0.587 * data[i * 3 + 1] + 0.114 * data[i * 3 + 2];
}

/** Pixel indices of a disc. */
function disc(picture: Rgb, [cx, cy]: XY, radius: number): number[] {
  const pixels: number[] = [];
  for (let y = Math.floor(cy - radius); y <= cy + radius; y++)
    for (let x = Math.floor(cx - radius); x <= cx + radius; x++)
      if (x >= 0 && y >= 0 && x < picture.width && y < picture.height && Math.hypot(x - cx, y - cy) <= radius)
        pixels.push(y * picture.width + x);
  return pixels;
}

/** The share of `pixels` in their three commonest colours (each channel in 16 levels). */
function topThreeShare(picture: Rgb, pixels: readonly number[]): number {
  const counts = new Map<number, number>();
  for (const i of pixels) {
    const [r, g, b] = [0, 1, 2].map((c) => Math.min(15, Math.floor(picture.data[i * 3 + c] * 16)));
    const key = (r << 8) | (g << 4) | b;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const sorted = [...counts.values()].sort((a, b) => b - a);
  return ((sorted[0] ?? 0) + (sorted[1] ?? 0) + (sorted[2] ?? 0)) / pixels.length;
}

function darkShare(picture: Rgb, pixels: readonly number[], below = 0.3): number {
  return pixels.filter((i) => lumaAt(picture, i) < below).length / pixels.length;
}

function meanLuma(picture: Rgb, pixels: readonly number[]): number {
  return pixels.reduce((sum, i) => sum + lumaAt(picture, i), 0) / pixels.length;
}

function get(id: string): Drawn {
  const found = drawn.get(id);
  if (!found) throw new Error(`no face found in the anime result of ${id}`);
  return found;
}

describe('avatar pix/anime', () => {
  it('paints both cheeks in flat cel tones with no dark stroke across them (the far cheek near mesh point 425 too)', () => {
    for (const id of ['woman', 'older-man']) {
      const { picture, mesh } = get(id);
      const radius = distance(mesh[234], mesh[454]) * 0.06;
      for (const point of [205, 425]) {
        // A third of the way from the cheek's point towards the nose: on a turned face the far
        // cheek's point lies at the outline, and a disc there measures the backdrop too.
        const [px, py] = mesh[point];
        const cheek = disc(picture, [px + (mesh[1][0] - px) / 3, py + (mesh[1][1] - py) / 3], radius);
        const label = `${id} cheek at ${point}`;
        expect(topThreeShare(picture, cheek), label).toBeGreaterThan(0.95);
        expect(darkShare(picture, cheek), label).toBeLessThan(0.01);
      }
    }
  });

  it("shades the face's far side as a cel shadow, on the side the photo's own light leaves in shade", () => {
    // The woman is lit from the picture's right, the older man from its left (./avatar/pix/anime/
    // lightSide.ts); at one seed the two must be shaded on opposite sides. A flat face (one skin
    // tone, "a blob face") or shadows by the seed alone fail here.
    for (const [id, shadeRight] of [
      ['woman', false],
      ['older-man', true],
    ] as const) {
      const { picture, mesh } = get(id);
      const faceWidth = distance(mesh[234], mesh[454]);
      // Along the cheeks' row, from each cheek's point out to the outline's ink: the skin's last
      // 0.04 of the face's width before it (the found mesh sits a little inside the drawn cheek).
      const [left, right] = [
        [205, -1],
        [425, 1],
      ].map(([index, out]) => {
        const [sx, sy] = mesh[index].map(Math.round);
        let x = sx;
        while (x > 0 && x < picture.width - 1 && lumaAt(picture, sy * picture.width + x + out) > 0.3) x += out;
        const band = Array.from({ length: Math.round(faceWidth * 0.04) }, (_, k) => sy * picture.width + x - out * k);
        return meanLuma(picture, band);
      });
      const [shaded, lit] = shadeRight ? [right, left] : [left, right];
      // Measured: the woman 0.61 against 0.73, the older man 0.56 against 0.69 (main 0.76, 0.77).
      expect(lit - shaded, id).toBeGreaterThan(0.06);
    }
  });

  it('draws thin line art: no ink blob (a dark pixel with all of its 5×5 neighbourhood dark) on the face', () => {
    for (const id of ['woman', 'older-man']) {
      const { picture, mesh } = get(id);
      const { width, height } = picture;
      // The face inside its outline, less the eyes (painted dark irises) and the brows.
      const inside = fillPolygon(scaled(outline(mesh, FACE_OVAL), 0.9), width, height);
      const skip = [mesh[468] ?? mesh[159], mesh[473] ?? mesh[386], mesh[105], mesh[334]];
      const eyeRadius = distance(mesh[33], mesh[133]) * 0.9;
      let blobs = 0;
      let area = 0;
      for (let y = 2; y < height - 2; y++)
        for (let x = 2; x < width - 2; x++) {
          if (inside.data[y * width + x] < 0.5) continue;
          if (skip.some(([sx, sy]) => Math.hypot(x - sx, y - sy) < eyeRadius)) continue;
          area++;
          let solid = true;
          for (let dy = -2; dy <= 2 && solid; dy++)
            for (let dx = -2; dx <= 2 && solid; dx++) solid = lumaAt(picture, (y + dy) * width + x + dx) < 0.3;
          if (solid) blobs++;
        }
      expect(blobs / area, id).toBeLessThan(0.001);
    }
  });

  it('paints the body as flat masses: a few colours cover the neck, shoulders and top, with no blobs', () => {
    for (const id of ['woman', 'older-man']) {
      const { picture, mesh } = get(id);
      const faceWidth = distance(mesh[234], mesh[454]);
      const chin = mesh[152];
      const body: number[] = [];
      for (let y = Math.round(chin[1] + faceWidth * 0.3); y < picture.height; y++)
        for (let x = Math.round(chin[0] - faceWidth * 0.6); x < chin[0] + faceWidth * 0.6; x++)
          if (x >= 0 && x < picture.width) body.push(y * picture.width + x);
      // The body's flat tones and their thin outlines; a traced photo's body had dozens of patches.
      expect(topThreeShare(picture, body), id).toBeGreaterThan(0.85);
    }
  });

  it("paints the woman's top in its own dark colour, flat, not a grey", () => {
    const { picture, mesh } = get('woman');
    const faceWidth = distance(mesh[234], mesh[454]);
    const chin = mesh[152];
    // Her navy top below and beside the chin (the picture's right).
    const top = disc(picture, [chin[0] + faceWidth * 0.55, chin[1] + faceWidth * 0.8], faceWidth * 0.06);
    expect(topThreeShare(picture, top)).toBeGreaterThan(0.95);
    expect(meanLuma(picture, top)).toBeLessThan(0.25);
  });

  it("keeps the woman's light hair light: the drawn hair's colour is the photo's", () => {
    const { picture, mesh, photo, photoMesh } = get('woman');
    /** The mean colour of a disc over the crown, above the forehead's top. */
    const crown = (image: Rgb, points: readonly XY[]): number[] => {
      const faceHeight = distance(points[10], points[152]);
      const pixels = disc(image, [points[10][0], points[10][1] - faceHeight * 0.16], faceHeight * 0.05);
      return [0, 1, 2].map((c) => pixels.reduce((sum, i) => sum + image.data[i * 3 + c], 0) / pixels.length);
    };
    const drawnHair = crown(picture, mesh);
    const photoHair = crown(photo, photoMesh);
    const luma = ([r, g, b]: number[]): number => 0.299 * r + 0.587 * g + 0.114 * b;
    expect(luma(drawnHair)).toBeGreaterThan(luma(photoHair) - 0.08);
    expect(Math.hypot(drawnHair[0] - photoHair[0], drawnHair[1] - photoHair[1], drawnHair[2] - photoHair[2])).toBeLessThan(0.2);
  });

  it("keeps the older man's short dark hair as hair: his crown darker than his forehead", () => {
    const { picture, mesh } = get('older-man');
    const faceHeight = distance(mesh[10], mesh[152]);
    const top = mesh[10];
    const crown = disc(picture, [top[0], top[1] - faceHeight * 0.12], faceHeight * 0.05);
    const forehead = disc(picture, mesh[151], faceHeight * 0.05);
    expect(meanLuma(picture, crown)).toBeLessThan(meanLuma(picture, forehead) * 0.7);
  });

  it("draws the older man's mouth in ink alone: no tinted lip shape, a grey dash, between his lines", () => {
    const { picture, mesh } = get('older-man');
    const forehead = disc(picture, mesh[151], distance(mesh[10], mesh[152]) * 0.05);
    const skin = [0, 1, 2].map((c) => forehead.reduce((sum, i) => sum + picture.data[i * 3 + c], 0) / forehead.length);
    const { width, height } = picture;
    const lips = fillPolygon(
      scaled(
        LIPS.map((index) => mesh[index]),
        0.6,
        0.5,
      ),
      width,
      height,
    );
    const pixels: number[] = [];
    for (let i = 0; i < lips.data.length; i++) if (lips.data[i] > 0.5 && lumaAt(picture, i) > 0.3) pixels.push(i);
    // The tint a man's lips were painted (his lit skin's, a little darker and redder), the ink left out.
    const tint = [skin[0] * 0.92, skin[1] * 0.8, skin[2] * 0.8];
    const tinted = pixels.filter((i) => [0, 1, 2].every((c) => Math.abs(picture.data[i * 3 + c] - tint[c]) < 0.04));
    // Measured: none; with the tint, 0.33 of the mouth's middle.
    expect(pixels.length).toBeGreaterThan(50);
    expect(tinted.length / pixels.length).toBeLessThan(0.05);
  });

  it("draws the older man's goatee as a tone on his face, with no ink line round it (a pasted patch)", () => {
    const { picture, mesh } = get('older-man');
    const faceWidth = distance(mesh[234], mesh[454]);
    const skin = meanLuma(picture, disc(picture, mesh[151], distance(mesh[10], mesh[152]) * 0.05));
    const { width } = picture;
    const tone = (i: number): boolean => lumaAt(picture, i) < skin * 0.75 && lumaAt(picture, i) > 0.2;
    // The goatee's rows, from under the lower lip to above the chin: its tone, and ink.
    let beard = 0;
    let ink = 0;
    for (let y = Math.round(mesh[17][1]) + 3; y < mesh[152][1] - 6; y++)
      for (let x = Math.round(mesh[152][0] - faceWidth * 0.25); x < mesh[152][0] + faceWidth * 0.25; x++) {
        const i = y * width + x;
        if (tone(i)) beard++;
        else if (lumaAt(picture, i) < 0.2) ink++;
      }
    expect(beard).toBeGreaterThan(500);
    // Measured: 0.025 (the chin's own outline at the rows' foot); outlined, 0.105.
    expect(ink / beard).toBeLessThan(0.05);
  });

  it("paints the older man's skin in its lit colour: his forehead lighter than the lit half of his photo's skin", () => {
    const { picture, mesh, photo, photoMesh } = get('older-man');
    const photoHeight = distance(photoMesh[10], photoMesh[152]);
    // The lighter half of his cheeks and forehead: his photo is lit from one side.
    const samples = [50, 280, 101, 330, 205, 425, 151, 9, 108, 337]
      .map((index) => meanLuma(photo, disc(photo, photoMesh[index], photoHeight * 0.03)))
      .sort((a, b) => b - a);
    const photoLit = samples.slice(0, 5).reduce((sum, v) => sum + v, 0) / 5;
    const forehead = meanLuma(picture, disc(picture, mesh[151], distance(mesh[10], mesh[152]) * 0.05));
    // Measured: 0.72 against the photo's 0.61; from the median of all the samples it was 0.62
    // (the eighth blind panel: "wrong skin tone").
    expect(forehead).toBeGreaterThan(photoLit + 0.06);
  });

  it("paints the older man's blue eyes blue, as his photo's are: not the one brown every eye was", () => {
    const { picture, mesh } = get('older-man');
    for (const [outer, inner, top, bottom] of [
      [33, 133, 159, 145],
      [263, 362, 386, 374],
    ]) {
      const width = distance(mesh[outer], mesh[inner]);
      const centre: XY = [(mesh[outer][0] + mesh[inner][0]) / 2, (mesh[top][1] + mesh[bottom][1]) / 2];
      // The iris's colour: the pupil, its ring and the lid's ink (dark) and the catchlights and
      // whites (light) left out.
      const iris = disc(picture, centre, width * 0.18).filter((i) => lumaAt(picture, i) > 0.15 && lumaAt(picture, i) < 0.85);
      expect(iris.length, `eye at ${outer}`).toBeGreaterThan(30);
      const [r, , b] = [0, 1, 2].map((c) => iris.reduce((sum, i) => sum + picture.data[i * 3 + c], 0) / iris.length);
      // Measured: blue over red by 0.41 and 0.34; the brown every eye was painted, red over blue by 0.28.
      expect(b - r, `eye at ${outer}`).toBeGreaterThan(0.1);
    }
  });

  it("paints the older man's near-black hair near-black, not the mid brown its lit read gives", () => {
    const { picture, mesh } = get('older-man');
    const faceHeight = distance(mesh[10], mesh[152]);
    // Down five columns over the crown (to 0.45 of the face's height above the found forehead's
    // top, where the drawn cap is), the rows darker than 0.2: the hair's, and the outline's ink,
    // a few pixels, which alone is all a mid-brown head has.
    for (const across of [-0.2, -0.1, 0, 0.1, 0.2]) {
      const x = Math.round(mesh[10][0] + across * faceHeight);
      let dark = 0;
      for (let y = Math.round(mesh[10][1] - 0.45 * faceHeight); y < mesh[10][1]; y++)
        if (lumaAt(picture, y * picture.width + x) < 0.2) dark++;
      // Measured: 0.10–0.16 of the face's height; painted mid brown, 0.02 (the outline alone).
      expect(dark / faceHeight, `column ${across}`).toBeGreaterThan(0.05);
    }
  });

  it("keeps the red-haired woman's hair red: a red, not the brown of every other head", () => {
    const { picture, mesh } = get('asian-woman');
    const faceWidth = distance(mesh[234], mesh[454]);
    // Her skin, flat cel colour on the forehead.
    const forehead = disc(picture, mesh[151], faceWidth * 0.04);
    const skin = [0, 1, 2].map((c) => forehead.reduce((sum, i) => sum + picture.data[i * 3 + c], 0) / forehead.length);
    // The side locks beside the cheekbones, both sides, the outline's ink and the cheek's skin left
    // out: the mesh found again on a drawing sits a little inside the drawn cheek (with the smooth
    // jaw the left disc fell a third on the cheek, 109 of 286 pixels: green 0.70 of red, a brown).
    const beside = [234, 454].flatMap((index) =>
      disc(picture, [mesh[index][0] + (index === 234 ? -1 : 1) * faceWidth * 0.08, mesh[index][1]], faceWidth * 0.03),
    );
    const pixels = beside.filter(
      (i) => lumaAt(picture, i) > 0.12 && Math.hypot(...[0, 1, 2].map((c) => picture.data[i * 3 + c] - skin[c])) > 0.15,
    );
    // Most of the two discs is still hair, not skin: a head drawn without side locks fails here.
    expect(pixels.length).toBeGreaterThan(beside.length * 0.5);
    const [r, g, b] = [0, 1, 2].map((c) => pixels.reduce((sum, i) => sum + picture.data[i * 3 + c], 0) / pixels.length);
    // Measured: (0.31, 0.17, 0.19), green 0.54 of red, blue above green (main's jaw: 0.55, no disc
    // pixel on skin); the crown-only sample painted her a brown (about 0.49, 0.36, 0.31: green 0.73
    // of red, blue well under it), and that brown painted in place of her colour reads 0.70 here.
    expect(g / r).toBeLessThan(0.68);
    expect(b - g).toBeGreaterThan(-0.035);
  });
});
