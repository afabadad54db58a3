// 'pix/elegant' (优雅): a refined studio portrait. Where the photo holds the whole head, it is the
// person's own: their face, hair, glasses and clothes retouched, exposed and lit before a painted
// studio backdrop (./elegant/photoSitter.ts). Where the photo is tight on the head (a webcam's
// crop, the face-match grid's soft 100 px faces) or holds the face too small (a person at a
// table), its enlarged pixels read as melted, and the sitter is modelled from the face mesh's form
// instead (./elegant/toonSitter.ts). One verdict, from the photo as sent, picks both the framing's
// distance and the sitter (./elegant/tightPhoto.ts). Either way the whole head is fitted into the square with air round
// it (./elegant/wholeHead.ts).
import type { Rgb } from '../../shared/raster';
import type { Random } from '../../shared/random';
import type { Portrait } from '../align';
import type { AvatarStyle, FrameSource } from '../style';
import { photoSitter } from './elegant/photoSitter';
import { sitterFor } from './elegant/tightPhoto';
import { toonSitter } from './elegant/toonSitter';
import { elegantFraming, fitWholeHead } from './elegant/wholeHead';

/** The sitter the framing chose (`source`: the photo it was framed from), its whole head fitted. */
export async function makeElegant(portrait: Portrait, random: Random, source?: FrameSource): Promise<Rgb> {
  const fitted = fitWholeHead(portrait);
  return sitterFor(source) === 'photo' ? photoSitter(fitted, random) : toonSitter(fitted.portrait, random);
}

export const elegant: AvatarStyle = { frame: elegantFraming, make: makeElegant };
