// pix/elegant's modelled sitter dressed as a studio portrait dresses its sitter
// (./avatar/pix/elegant/wardrobe.ts). A blind panel read it as "plain, a generic pixar cousin": the
// toon renderer's T-shirt in the photo's own colour under a bare neck. Now a woman wears a dark V
// neckline and a string of pearls, a man an open white shirt under a dark jacket
// (./avatar/pix/elegant/wardrobeMeasure.ts, measured on the face found in the result, seed 1).
import { styledSample } from '../testing/styledSample';
import { beadsUnderChin, shirtBelowChin } from './avatar/pix/elegant/wardrobeMeasure';

const SLOW = 300_000;

const beads = new Map<string, number>();
const shirt = new Map<string, number>();

beforeAll(async () => {
  for (const id of ['dark-woman', 'older-man']) {
    const { picture, mesh } = await styledSample(id, 'pix/elegant');
    beads.set(id, beadsUnderChin(picture, mesh));
    shirt.set(id, shirtBelowChin(picture, mesh));
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
