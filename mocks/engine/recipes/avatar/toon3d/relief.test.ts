// The toon's modelled relief and the light it gives (pix/pixar's face). The relief's forms round
// one point are wider than they are tall, as the faces they model: read the other way round,
// each eye socket's hollow ran 0.32 eye distances down into the cheek ("a dark smudge on the nose
// and cheek"). Its light falls off smoothly to the face's edge: the blind panel saw "pasted-on
// crescent shadows on the face" where it fell towards black near the skull's rim and sprang back
// to a flat face's light, and where the nose's shadow was as dark as the far cheek. Its lower
// face is lit as a 3D toon's: the chin and the lower cheek on the key's side take the light,
// falling off only at the chin's last edge; under a skull turned down from the mouth on, blind
// readers saw "stubble or dirt" on the blonde's chin, a muddy jaw on the others.
import { photoOfPerson } from '../../../testing/people';
import { prepared } from '../../../testing/prepared';
import { createRandom } from '../../shared/random';
import { alignFace, headAndShoulders } from '../align';
import { distance, FACE_OVAL, outline, type XY } from '../landmarks';
import { fillPolygon, scaled } from '../masks';
import { formHeight, lightFace, pointForm, type FaceLight } from './relief';

const PEOPLE = ['woman', 'man', 'asian-woman'] as const;
const meshes = new Map<string, XY[]>();

beforeAll(async () => {
  for (const person of PEOPLE) {
    const { bytes, faces } = await photoOfPerson(person);
    const ready = await prepared(bytes, faces);
    const face = ready.faces?.[0];
    if (!face) throw new Error(`no face in ${person}`);
    meshes.set(person, (await alignFace(ready.photo, face, headAndShoulders(createRandom(1)))).mesh);
  }
}, 600_000);

function meshOf(person: string): XY[] {
  const mesh = meshes.get(person);
  if (!mesh) throw new Error(`no mesh of ${person}`);
  return mesh;
}

const SIZE = 768;

/**
 * On rays from the nose's tip out to the face's edge (the mesh's oval grown by a tenth, as the
 * rebuilt skin reaches past it on a turned face's far cheek), down the sides to the jaw: the
 * most the light rises again, over the ray's outer 0.3, after falling (a band of shade
 * inside the edge, lighter beyond it).
 */
function rebound(mesh: readonly XY[], fromLeft: boolean): number {
  const light = lightFace(mesh, SIZE, SIZE, { fromLeft, wrap: 0.45, gloss: 30, toonChin: true }).diffuse.data;
  const oval = fillPolygon(scaled(outline(mesh, FACE_OVAL), 1.1, 1.1), SIZE, SIZE).data;
  const [nx, ny] = mesh[4];
  let worst = 0;
  // From straight out to the right (0 degrees) down to the jaw, and the same on the left; the
  // chin's own form (a bump lit from above, under the lip's crease) between them is left out.
  for (const degrees of [-10, -5, 0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60].flatMap((d) => [d, 180 - d])) {
    const dx = Math.cos((degrees * Math.PI) / 180);
    const dy = Math.sin((degrees * Math.PI) / 180);
    const at = (r: number): number => Math.round(ny + dy * r) * SIZE + Math.round(nx + dx * r);
    let reach = 0;
    while (oval[at(reach + 1)] >= 0.5) reach++;
    let lowest = Infinity;
    for (let r = Math.round(reach * 0.7); r <= reach; r++) {
      const value = light[at(r)];
      lowest = Math.min(lowest, value);
      worst = Math.max(worst, value - lowest);
    }
  }
  return worst;
}

/** The steepest fall of the light inside the face oval, per eye distance. */
function steepest(mesh: readonly XY[], fromLeft: boolean): number {
  const unit = distance(mesh[33], mesh[263]);
  const light = lightFace(mesh, SIZE, SIZE, { fromLeft, wrap: 0.45, gloss: 30, toonChin: true }).diffuse.data;
  const oval = fillPolygon(outline(mesh, FACE_OVAL), SIZE, SIZE).data;
  let most = 0;
  for (let y = 1; y < SIZE - 1; y++)
    for (let x = 1; x < SIZE - 1; x++) {
      const i = y * SIZE + x;
      if (oval[i] < 1 || oval[i - 1] < 1 || oval[i + 1] < 1 || oval[i - SIZE] < 1 || oval[i + SIZE] < 1) continue;
      const gx = (light[i + 1] - light[i - 1]) / 2;
      const gy = (light[i + SIZE] - light[i - SIZE]) / 2;
      most = Math.max(most, Math.hypot(gx, gy) * unit);
    }
  return most;
}

/** The diffuse light over a flat face's, `t` of the way from mesh point `a` to `b`. */
function lightBetween(mesh: readonly XY[], light: FaceLight, a: number, b: number, t: number): number {
  const x = mesh[a][0] + (mesh[b][0] - mesh[a][0]) * t;
  const y = mesh[a][1] + (mesh[b][1] - mesh[a][1]) * t;
  return light.diffuse.data[Math.round(y) * SIZE + Math.round(x)] / light.flat;
}

describe("the toon relief's forms", () => {
  it('lays a point form `across` over the face and `along` down it', () => {
    // An eye socket as bumps() models it: 0.32 eye distances across, 0.22 down (unit 100 px).
    const socket = pointForm([200, 200], 100, -0.13, 0.32, 0.22);
    const centre = formHeight(socket, 199.5, 199.5);
    const beside = formHeight(socket, 199.5 + 30, 199.5) / centre;
    const below = formHeight(socket, 199.5, 199.5 + 30) / centre;
    // Gaussian shares at 0.3 eye distances: exp(-0.5 (0.3/0.32)^2) = 0.64 beside, exp(-0.5 (0.3/0.22)^2) = 0.39 below.
    expect(beside).toBeCloseTo(0.64, 2);
    expect(below).toBeCloseTo(0.39, 2);
  });

  it.each(PEOPLE)("lights %s's face falling off to its edge, with no crescent inside it", (person) => {
    const mesh = meshOf(person);
    for (const fromLeft of [true, false]) {
      // The light rising again inside the edge: 0.38-0.58 on main (the skull's rim handed back to
      // a flat face's light), 0.023 at most now.
      expect(rebound(mesh, fromLeft)).toBeLessThan(0.03);
      // The steepest fall per eye distance (the nose's shadow): 5.0-7.0 on main, 2.2-3.7 now.
      expect(steepest(mesh, fromLeft)).toBeLessThan(4);
    }
  });

  it.each(PEOPLE)("shades %s's far cheek broadly: a render's form, not a flat wash", (person) => {
    const mesh = meshOf(person);
    const unit = distance(mesh[33], mesh[263]);
    for (const fromLeft of [true, false]) {
      const light = lightFace(mesh, SIZE, SIZE, { fromLeft, wrap: 0.45, gloss: 30, toonChin: true }).diffuse.data;
      // Half way from each cheek's apple to the face's side, level with the nose's wings.
      const cheek = (apple: number, side: number): number => {
        const x = (mesh[apple][0] + mesh[side][0]) / 2;
        const y = mesh[apple][1] + unit * 0.1;
        return light[Math.round(y) * SIZE + Math.round(x)];
      };
      const [near, far] = fromLeft ? [cheek(50, 234), cheek(280, 454)] : [cheek(280, 454), cheek(50, 234)];
      // The skull 0.65 of its half width deep: 0.34-0.56 (the woman lit from the right 0.34, "flat
      // and washed out"); 0.9 deep: 0.38-0.62.
      expect(near - far).toBeGreaterThan(0.37);
    }
  });

  it.each(PEOPLE)("lights %s's chin and lower cheek, falling off only at the chin's last edge", (person) => {
    const mesh = meshOf(person);
    for (const fromLeft of [true, false]) {
      const lit = lightFace(mesh, SIZE, SIZE, { fromLeft, wrap: 0.45, gloss: 30, toonChin: true });
      const light = (a: number, b: number, t: number): number => lightBetween(mesh, lit, a, b, t);
      // The chin's form: a third, 0.45 and 0.6 of the way from its bottom (152) up to the lower lip's crease (17).
      const chin = (light(152, 17, 0.3) + light(152, 17, 0.45) + light(152, 17, 0.6)) / 3;
      // The lower cheek on the key's side, half way from the mouth's corner to the jaw's angle.
      const lowerCheek = fromLeft ? light(61, 172, 0.5) : light(291, 397, 0.5);
      // Under the skull alone 0.34-0.64 of a flat face's light (the woman lit from the left 0.34),
      // 0.68-1.00 with the chin reaching forward and the lower face tilted up.
      expect(chin).toBeGreaterThan(0.6);
      // 0.74-0.78 under the skull alone, 0.92-0.95 now.
      expect(lowerCheek).toBeGreaterThan(0.85);
      // Still a form: its bottom edge in softer light than its middle (0.60-0.78 against 0.68-1.01).
      expect(light(152, 17, 0)).toBeLessThan(light(152, 17, 0.45) - 0.05);
    }
  });
});
