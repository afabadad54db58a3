// A face's relief, modelled on its mesh so it can be lit as a rendered head: the skull as an
// ellipsoid round the face oval, and on it the forms a character modeller sculpts — the nose's
// ridge and tip, brow ridges, cheekbones, a chin, the lips — with hollows for the eye sockets
// and under the lower lip. Heights are in pixels, as shares of the eye distance, so every face
// size is modelled alike. The light it gives: a key with wrap-around diffuse (skin lets light
// round the terminator), a Blinn highlight, and how much each point faces away from the camera
// (the rim's Fresnel term).
import { createGrey, smoothstep, type Grey } from '../../shared/raster';
import { hypot2, hypot3 } from '../../shared/hypot';
import { blurGrey } from '../blur';
import { centreOf, distance, FACE_OVAL, LEFT_EYE, outline, RIGHT_EYE, type XY } from '../landmarks';

export interface Bump {
  /** A segment the bump runs along (a point when both ends are one), its height and widths. */
  from: XY;
  to: XY;
  height: number;
  across: number;
  along: number;
}

function mid(a: XY, b: XY, t = 0.5): XY {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
}

/**
 * A form round one point, its height and widths in eye distances (`unit` pixels): `across` over
 * the face, `along` down it (as wide as it is tall unless given).
 */
export function pointForm(at: XY, unit: number, height: number, across: number, along = across): Bump {
  return { from: at, to: at, height: height * unit, across: across * unit, along: along * unit };
}

/**
 * Where the skull's ellipsoid hands over to a cone of its own slope, as a share of its radius
 * (the surface turned about 53 degrees from the camera there).
 */
const SKULL_TURN = 0.9;

/**
 * The lower face lit as a toon's, not turned down into shade. The ellipsoid alone, centred above
 * the face's middle, turned everything from the mouth down away from a key above: the chin's light
 * a third to two thirds of a flat face's, a grey-brown cast over mouth and chin ("stubble or dirt"
 * on the blonde). So the skull reaches CHIN_REACH times further down in a column round the chin (a
 * Gaussian CHIN_COLUMN of its half width across, centred on the chin, as a turned face's is off the
 * oval's middle): a toon's chin is a form in front, its turn under kept to its last edge. The whole
 * lower skull 1.4 times longer lit the chin too, but turned the jaw's sides towards the key: the
 * light rose 0.063 towards the woman's edge (relief.test.ts' rebound, limit 0.03).
 */
const CHIN_REACH = 1.5;
const CHIN_COLUMN = 0.5;

/**
 * And below the skull's centre its height gains a slope the same at every point across the face,
 * easing in over TILT_EASE radii to LOWER_TILT of its depth per radius: the lower cheeks tilted up
 * to the key, none of it turned towards the key's side. At 0.8 the lower face was lit cleanest, but
 * the near cheek sat at the light's peak, flat (avatar.pix.test.ts' light across the woman's cheek
 * 0.013, asked over 0.02).
 */
const LOWER_TILT = 0.15;
const TILT_EASE = 0.5;

/** The tilt's height at `t` radii below the centre: the integral of its eased-in slope. */
function lowerTilt(t: number): number {
  if (t <= 0) return 0;
  const u = Math.min(t, TILT_EASE) / TILT_EASE;
  return LOWER_TILT * (TILT_EASE * (u ** 3 - u ** 4 / 2) + Math.max(0, t - TILT_EASE));
}

/** The forms on the skull, in eye distances. */
function bumps(mesh: readonly XY[], unit: number): Bump[] {
  const point = (at: XY, height: number, across: number, along = across): Bump => pointForm(at, unit, height, across, along);
  const ridge = (from: XY, to: XY, height: number, across: number): Bump => ({
    from,
    to,
    height: height * unit,
    across: across * unit,
    along: across * unit,
  });
  const forms: Bump[] = [
    // The nose low: its shaded side is painted as a sculpted plane (./faceForm.ts). Twice as
    // high (0.14, 0.12), its shadow fell as dark as the far cheek's and joined it, one shadow
    // shape cut along the nose (the light fell 5-7 per eye distance there, 2.2-3.7 now).
    ridge(mesh[168], mesh[4], 0.07, 0.15),
    point(mesh[4], 0.06, 0.11),
    point(mesh[98], 0.05, 0.07),
    point(mesh[327], 0.05, 0.07),
    point(mid(mesh[50], mesh[205]), 0.16, 0.3),
    point(mid(mesh[280], mesh[425]), 0.16, 0.3),
    ridge(mesh[70], mesh[107], 0.08, 0.1),
    ridge(mesh[300], mesh[336], 0.08, 0.1),
    point(mesh[151], 0.1, 0.45),
    point(mid(mesh[152], mesh[17], 0.45), 0.13, 0.22, 0.16),
    point(mid(mesh[13], mesh[14]), 0.07, 0.3, 0.12),
    point(mid(mesh[17], mesh[14], 0.35), -0.05, 0.22, 0.06),
  ];
  for (const eye of [RIGHT_EYE, LEFT_EYE]) forms.push(point(centreOf(mesh, eye), -0.13, 0.32, 0.22));
  return forms;
}

/** A bump's segment: its length and the unit vector down it. */
interface BumpAxis {
  length: number;
  ux: number;
  uy: number;
}

function bumpAxis(bump: Bump): BumpAxis {
  const dx = bump.to[0] - bump.from[0];
  const dy = bump.to[1] - bump.from[1];
  const length = hypot2(dx, dy);
  return { length, ux: length > 0 ? dx / length : 0, uy: length > 0 ? dy / length : 1 };
}

/**
 * The squared distance, in sigmas, of the offset (px, py) from the bump's start. A point's
 * `along` runs down the face and `across` over it: a socket, the lips and the crease under them
 * are wider than tall. Taken the other way (along the picture's rows), the sockets' hollows ran
 * 0.32 eye distances down into the cheeks, a dark smudge beside the nose.
 */
function bumpReach(bump: Bump, { length, ux, uy }: BumpAxis, px: number, py: number): number {
  // Along the segment: the distance beyond its ends; across it: the distance from its line.
  const t = px * ux + py * uy;
  const beyond = t < 0 ? t : t > length ? t - length : 0;
  const side = -px * uy + py * ux;
  const a = beyond / bump.along;
  const c = side / bump.across;
  return a * a + c * c;
}

/** The height at `r2` squared sigmas, cut smoothly to nothing between 3 and 4 sigma: a bump cut hard leaves a crease in the light. */
function bumpFalloff(bump: Bump, r2: number): number {
  return bump.height * Math.exp(-0.5 * r2) * (1 - smoothstep(9, 16, r2));
}

/** The form's height at the pixel centre (x, y). */
export function formHeight(bump: Bump, x: number, y: number): number {
  return bumpFalloff(bump, bumpReach(bump, bumpAxis(bump), x + 0.5 - bump.from[0], y + 0.5 - bump.from[1]));
}

/**
 * formHeight over the bump's box, its segment's direction found once (per pixel it was a third of
 * the relief's time) and nothing added past 4 sigma, where formHeight is ±0 (adding ±0 leaves
 * every value as it was): the same floats as formHeight at every pixel.
 */
function addBump(field: Float32Array, width: number, height: number, bump: Bump): void {
  const reach = 4 * Math.max(bump.across, bump.along);
  const left = Math.max(0, Math.floor(Math.min(bump.from[0], bump.to[0]) - reach));
  const right = Math.min(width - 1, Math.ceil(Math.max(bump.from[0], bump.to[0]) + reach));
  const top = Math.max(0, Math.floor(Math.min(bump.from[1], bump.to[1]) - reach));
  const bottom = Math.min(height - 1, Math.ceil(Math.max(bump.from[1], bump.to[1]) + reach));
  const axis = bumpAxis(bump);
  for (let y = top; y <= bottom; y++) {
    const py = y + 0.5 - bump.from[1];
    for (let x = left; x <= right; x++) {
      const r2 = bumpReach(bump, axis, x + 0.5 - bump.from[0], py);
      if (r2 < 16) field[y * width + x] += bumpFalloff(bump, r2);
    }
  }
}

export interface FaceLight {
  /** Diffuse light, 0 (unlit) … 1 (facing the key). */
  diffuse: Grey;
  /** The key's highlight, 0–1. */
  specular: Grey;
  /** How far the surface turns from the camera, 0 facing it … 1 edge-on. */
  facingAway: Grey;
  /** The diffuse light of a surface facing the camera. */
  flat: number;
}

export interface KeyLight {
  fromLeft: boolean;
  /** Light wrapping round the terminator (0 a hard Lambert, 0.5 soft skin). */
  wrap: number;
  /** Blinn exponent of the highlight (higher: smaller and glossier). */
  gloss: number;
  /**
   * The chin brought forward and the lower face tilted up to the key (CHIN_REACH, LOWER_TILT), as
   * a 3D toon's (pix/pixar); off unless given: elegant's modelled sitter lit so drew a dark mark
   * beside the older man's neck (avatar.elegant.jaw.test.ts, 0 → 131 dark pixels).
   */
  toonChin?: boolean;
}

/** The head's relief lit by a key from above and one side, over the whole picture (zero light where there is no head). */
export function lightFace(mesh: readonly XY[], width: number, height: number, key: KeyLight): FaceLight {
  const unit = distance(mesh[33], mesh[263]);
  const oval = outline(mesh, FACE_OVAL);
  const xs = oval.map((p) => p[0]);
  const ys = oval.map((p) => p[1]);
  const cx = (Math.max(...xs) + Math.min(...xs)) / 2;
  const faceHeight = Math.max(...ys) - Math.min(...ys);
  const cy = (Math.max(...ys) + Math.min(...ys)) / 2 - faceHeight * 0.08;
  const rx = (Math.max(...xs) - Math.min(...xs)) * 0.6;
  const ry = faceHeight * 0.62;
  // Shallower than a sphere: a toon's face is broad and soft, its shadow side never falls to black.
  // 0.65 deep, with the skull's rim no longer shading to black, the far cheek was hardly shaded
  // ("flatter and more washed out" to two readers).
  const depth = rx * 0.9;
  // The skull, then the forms on it. Out to SKULL_TURN of its radius an ellipsoid; beyond, a cone
  // of the same slope, so the shading keeps turning away from the key out to the silhouette and
  // never comes back. An ellipsoid to its rim and then flat, the light fell towards black near the
  // rim and sprang back to a flat face's in a few pixels: a pasted-on crescent of shade inside
  // the face's edge (the blind panel's "crescent shadows").
  const skull: Skull = {
    depth,
    turnHeight: depth * Math.sqrt(1 - SKULL_TURN * SKULL_TURN),
    turnSlope: (depth * SKULL_TURN) / Math.sqrt(1 - SKULL_TURN * SKULL_TURN),
  };
  const field = skullField(width, height, { cx, cy, rx, ry }, mesh[152][0], key.toonChin === true, skull);
  for (const bump of bumps(mesh, unit)) addBump(field, width, height, bump);
  // Smoothed as a modeller's subdivided surface: the bumps' meeting lines left sharp read as creases in the light.
  field.set(blurGrey({ width, height, data: field }, unit * 0.07).data);
  const side = key.fromLeft ? -1 : 1;
  // A key mostly from the front, above and to one side, as a film's beauty light. With the skull's
  // rim no longer shading to black, 0.4 to the side left pixar's face too flat (the woman's skin
  // points' light range 0.211, asked over 0.24 by avatar.toon3d.test.ts): 0.55 gives 0.246.
  const norm = Math.hypot(0.55, 0.45, 0.85);
  const lx = (side * 0.55) / norm;
  const ly = -0.45 / norm;
  const lz = 0.85 / norm;
  // Blinn's half vector between the light and the camera (0, 0, 1).
  const hn = Math.hypot(lx, ly, lz + 1);
  const hx = lx / hn;
  const hy = ly / hn;
  const hz = (lz + 1) / hn;
  const flat = Math.max(0, (lz + key.wrap) / (1 + key.wrap));
  const diffuse = createGrey(width, height, flat);
  const specular = createGrey(width, height);
  const facingAway = createGrey(width, height);
  lightField(field, { diffuse, specular, facingAway, flat }, [lx, ly, lz], [hx, hy, hz], key);
  return { diffuse, specular, facingAway, flat };
}

// lightFace's passes over every pixel, each its own function: V8 compiled the long function
// again in every result (up to 3 times a result, the fourth in a process too); a small function
// per loop is compiled once and stays compiled. The same sums in the same order: the same floats.

/** The skull's ellipsoid of `depth`, handing over to a cone (its height and slope there) at SKULL_TURN. */
interface Skull {
  depth: number;
  turnHeight: number;
  turnSlope: number;
}

/** The skull's height at `r` radii from its middle. */
function skullHeight({ depth, turnHeight, turnSlope }: Skull, r: number): number {
  return r <= SKULL_TURN ? depth * Math.sqrt(1 - r * r) : turnHeight - turnSlope * (r - SKULL_TURN);
}

/**
 * The skull's height over the whole picture, round the ellipse (cx, cy) of radii (rx, ry); with
 * `toonChin`, reaching further down round the chin's column `chinX` and the lower face tilted up.
 */
function skullField(
  width: number,
  height: number,
  { cx, cy, rx, ry }: { cx: number; cy: number; rx: number; ry: number },
  chinX: number,
  toonChin: boolean,
  skull: Skull,
): Float32Array {
  const field = new Float32Array(width * height);
  // What depends on the column or the row alone, found once for it (the same floats as per pixel).
  const across = new Float64Array(width);
  const chinReach = new Float64Array(width);
  for (let x = 0; x < width; x++) {
    across[x] = (x + 0.5 - cx) / rx;
    chinReach[x] = 1 + (CHIN_REACH - 1) * Math.exp(-0.5 * ((x + 0.5 - chinX) / rx / CHIN_COLUMN) ** 2);
  }
  for (let y = 0; y < height; y++) {
    const t = (y + 0.5 - cy) / ry;
    const tilt = toonChin ? skull.depth * lowerTilt(t) : 0;
    const reaches = toonChin && t > 0;
    for (let x = 0; x < width; x++) {
      const reach = reaches ? chinReach[x] : 1;
      field[y * width + x] = skullHeight(skull, hypot2(across[x], t / reach)) + tilt;
    }
  }
  return field;
}

/**
 * The relief `field` lit, into `light` (its border left as made): the key from the unit direction
 * `l`, Blinn's half vector `h`, the key's wrap and gloss.
 */
function lightField(
  field: Float32Array,
  { diffuse, specular, facingAway }: FaceLight,
  [lx, ly, lz]: readonly [number, number, number],
  [hx, hy, hz]: readonly [number, number, number],
  { wrap, gloss }: KeyLight,
): void {
  const { width, height } = diffuse;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const gx = (field[i + 1] - field[i - 1]) / 2;
      const gy = (field[i + width] - field[i - width]) / 2;
      const n = hypot3(gx, gy, 1);
      const nx = -gx / n;
      const ny = -gy / n;
      const nz = 1 / n;
      const lit = nx * lx + ny * ly + nz * lz;
      diffuse.data[i] = Math.max(0, (lit + wrap) / (1 + wrap));
      specular.data[i] = Math.max(0, nx * hx + ny * hy + nz * hz) ** gloss * smoothstep(0, 0.2, lit);
      facingAway.data[i] = 1 - nz;
    }
  }
}
