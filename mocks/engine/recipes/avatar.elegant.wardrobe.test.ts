// pix/elegant's modelled sitter dressed as a studio portrait dresses its sitter
// (./avatar/pix/elegant/wardrobe.ts). A blind panel read it as "plain, a generic pixar cousin": the
// toon renderer's T-shirt in the photo's own colour under a bare neck. Now a woman wears a dark V
// neckline and a string of pearls, a man an open white shirt under a dark jacket
// (./avatar/pix/elegant/wardrobeMeasure.ts, measured on the face found in the result, seed 1).
import { SAMPLE_PHOTOS } from '../../../tests/gallery/samples';
import { detectFaces } from '../adapters/faces';
import { decodePhoto } from '../adapters/image';
import { prepared } from '../testing/prepared';
import { avatar } from './avatar';
import { beadsUnderChin, shirtBelowChin } from './avatar/pix/elegant/wardrobeMeasure';

const SLOW = 300_000;

const beads = new Map<string, number>();
const shirt = new Map<string, number>();

beforeAll(async () => {
  for (const id of ['dark-woman', 'older-man']) {
    const sample = SAMPLE_PHOTOS.find((entry) => entry.id === id);
    if (!sample) throw new Error(`no ${id} sample`);
    const bytes = await sample.bytes();
    const input = await prepared(bytes, await detectFaces(bytes));
    const result = (await avatar({ tool: 'avatar', style: 'pix/elegant', seed: 1, ...input }, () => undefined)).bytes;
    const [face] = await detectFaces(result);
    if (!face) throw new Error(`no face in the ${id}'s portrait`);
    const picture = await decodePhoto(result, 4096);
    beads.set(id, beadsUnderChin(picture, face.mesh));
    shirt.set(id, shirtBelowChin(picture, face.mesh));
  }
}, SLOW);

describe('avatar pix/elegant wardrobe', () => {
  it('strings pearls under the brown-skinned woman’s chin', () => {
    // The renderer's crew-neck top under a bare neck (main at 0dc972f): 6 lit points, none of
    // them beads; with the string of pearls, 21.
    const count = beads.get('dark-woman') ?? 0;
    expect(count, `beads ${count}`).toBeGreaterThan(15);
  });

  it('opens a white shirt under the older man’s jacket', () => {
    // His dark jumper as the photo has it (main at 0dc972f): 0.000 of light neutral cloth below
    // the neck; the open shirt under the jacket, 0.446.
    const share = shirt.get('older-man') ?? 0;
    expect(share, `shirt ${share.toFixed(3)}`).toBeGreaterThan(0.2);
  });
});
