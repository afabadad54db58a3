// The shared person matte on the sample woman, aligned as every avatar style aligns her: the face
// and the hair above it are the person, the room's top corners are not.
import { samplePortrait, sampleFaces } from '../../testing/faces';
import { prepared } from '../../testing/prepared';
import { alignFace, headAndShoulders } from './align';
import { centreOf, FACE_OVAL, outline } from './landmarks';
import { personMatte } from './personMatte';
import { createRandom } from '../shared/random';
import type { Grey } from '../shared/raster';

const SLOW = 600_000;

function at(matte: Grey, x: number, y: number): number {
  return matte.data[Math.round(y) * matte.width + Math.round(x)];
}

let matte: Grey;
let face = { cx: 0, top: 0, bottom: 0 };

beforeAll(async () => {
  const { photo, faces } = await prepared(await samplePortrait('woman'), await sampleFaces('woman'));
  if (!faces?.[0]) throw new Error('no face');
  const portrait = await alignFace(photo, faces[0], headAndShoulders(createRandom(1)));
  matte = await personMatte(portrait.picture, portrait.mesh);
  const oval = outline(portrait.mesh, FACE_OVAL);
  const [cx] = centreOf(portrait.mesh, FACE_OVAL);
  face = { cx, top: Math.min(...oval.map((p) => p[1])), bottom: Math.max(...oval.map((p) => p[1])) };
}, SLOW);

describe('the avatar person matte', () => {
  it('is the size of the portrait', () => {
    expect([matte.width, matte.height]).toEqual([768, 768]);
  });

  it('holds the whole face', () => {
    for (const t of [0.2, 0.5, 0.8]) expect(at(matte, face.cx, face.top + (face.bottom - face.top) * t)).toBeGreaterThan(0.95);
  });

  it('holds the hair above the forehead', () => {
    const height = face.bottom - face.top;
    expect(at(matte, face.cx, face.top - height * 0.1)).toBeGreaterThan(0.5);
  });

  it('leaves out the room in the top corners', () => {
    expect(at(matte, 8, 8)).toBeLessThan(0.1);
    expect(at(matte, matte.width - 9, 8)).toBeLessThan(0.1);
  });
});
