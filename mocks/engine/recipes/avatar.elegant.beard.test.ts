// pix/elegant's modelled sitter: no beard invented on a shaven chin hidden behind something dark
// (./avatar/toon3d/beard.ts). The dark man's chin is behind a dark shape that goes on down his neck;
// elegant's framing read it as a goatee, and a blind reader saw "an invented goatee".
import { alignedPerson } from '../testing/people';
import { elegant } from './avatar/pix/elegant';
import { fitWholeHead } from './avatar/pix/elegant/wholeHead';
import { OIL_SHAPE } from './avatar/pix/elegant/toonSitter';
import { findBeard } from './avatar/toon3d/beard';
import { toonFigure } from './avatar/toon3d/render';

const SLOW = 300_000;

/** Whether the toon renderer finds a beard on a man as pix/elegant frames and shapes him (seed 1). */
async function bearded(person: string): Promise<boolean> {
  const { portrait } = fitWholeHead(await alignedPerson(person, elegant));
  const { soft, face, tone } = await toonFigure(portrait, OIL_SHAPE, true);
  return findBeard(soft, face, tone) !== null;
}

describe('avatar pix/elegant beard', () => {
  // On main (aa0c172) a goatee: 0.68 of its shape dark, over the 0.65 a goatee alone needs; the
  // band under his chin is all dark (1.0), a shadowed neck under a beard 0.51–0.74.
  it(
    'paints no goatee on the dark man, whose dark goes on below his chin',
    async () => {
      expect(await bearded('dark-man')).toBe(false);
    },
    SLOW,
  );

  it(
    "keeps the bald man's moustache and goatee",
    async () => {
      expect(await bearded('bald-man')).toBe(true);
    },
    SLOW,
  );
});
