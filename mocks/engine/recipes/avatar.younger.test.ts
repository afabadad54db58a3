// pix/younger judged as issue 36 asks: faceres's age estimate (the faces adapter's describeFace)
// of the result at least 8 years below the photo's, on an older man cut from human's demo
// pictures. The two sample faces are not held to it: faceres gives them 23.5 and 29.4 whatever
// the skin and proportions (see docs/mocks.md). That the result is still the person is not
// tested yet: it needs faceres's embedding from the faces adapter.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describeFace, detectFaces } from '../adapters/faces';
import { cropPixels, decodePhoto, encodeStill } from '../adapters/image';
import { prepared } from '../testing/prepared';
import { avatar } from './avatar';

const SLOW = 300_000;
const require = createRequire(import.meta.url);

/** A man in his forties at a webcam (human's assets/screenshot-faceid.jpg), enlarged as a user's photo. */
async function olderMan(): Promise<Uint8Array> {
  const file = path.join(path.dirname(path.dirname(require.resolve('@vladmandic/human'))), 'assets', 'screenshot-faceid.jpg');
  const picture = await decodePhoto(await readFile(file), 4096);
  return encodeStill(await cropPixels(picture, { left: 14, top: 142, width: 140, height: 140 }, 480, 480), 'png');
}

let photoAge = 0;
let resultAge = 0;

beforeAll(async () => {
  const bytes = await olderMan();
  const faces = await detectFaces(bytes);
  const input = await prepared(bytes, faces);
  const result = (await avatar({ tool: 'avatar', style: 'pix/younger', seed: 1, ...input }, () => undefined)).bytes;
  const photoTraits = await describeFace(input.photo);
  const resultTraits = await describeFace(await decodePhoto(result, 4096));
  if (!photoTraits || !resultTraits) throw new Error('no face or no estimate');
  [photoAge, resultAge] = [photoTraits.age, resultTraits.age];
}, SLOW);

describe('avatar pix/younger', () => {
  it('an older man looks at least 8 years younger to faceres', () => {
    // Before the band-cut skin and the shorter lower face: 39.4 → 38.7.
    expect(resultAge, `${photoAge} → ${resultAge}`).toBeLessThanOrEqual(photoAge - 8);
  });
});
