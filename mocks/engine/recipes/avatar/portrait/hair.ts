// The portrait's hair, as a weight per pixel: the colours' hair round the head, cut below the
// face where it is something else (a dark patch of clothes, a beard, a shadow), and a woman's
// long hair followed down past her chin to where the photo has it.
import { smoothstep, type Grey } from '../../shared/raster';
import { blurLocal } from '../blur';
import { type XY } from '../landmarks';
import { faceOvalMask } from '../masks';
import { type Head } from '../sketch/hairFlow';
import { hangingHair } from '../sketch/longHair';
import { hairPastCrop } from '../sketch/pastCrop';
import { HAIR, SKIN } from '../toon/regions';
import { type Wearer } from '../traits';

/** Where hair carried past the photo's crop fades out, from and to, in face heights below the chin. */
const PAST_CROP_FADE = [0.3, 0.9] as const;

export interface HairReading {
  /** The colours' regions (../toon/regions.ts), the person's matte and the smoothed photo's grey. */
  parts: readonly Grey[];
  matte: Grey;
  grey: Grey;
  /** How far beyond the photo's edge each pixel lies (../align.ts): dark hair is followed to it, any hair it cuts past it. */
  beyond: Grey;
  darkHair: boolean;
  wearer: Wearer;
  head: Head;
  chinY: number;
  mouthY: number;
  unit: number;
}

/** The hair's weight at each pixel, and (a woman's) the part of it hanging past her chin. */
export function portraitHair(mesh: readonly XY[], reading: HairReading): { hair: Grey; hanging: Grey | undefined } {
  const { parts, matte, grey, beyond, darkHair, wearer, head, chinY, mouthY, unit } = reading;
  const { faceHeight } = head;
  const size = grey.width;
  // The hair, darker than the skin and stroked along its flow, all round the head.
  // (Not far below the chin: what the colours call hair down there is a dark patch of clothes.)
  const hair = blurLocal(parts[HAIR], Math.max(1, unit * 0.03));
  // On a man, none beside the jaw below the mouth either: that is a beard (drawn in strokes
  // below) or a shadow, and hatched as hair it was a scribbled blob at the brown-skinned man's
  // jaw (the seventh blind panel: "mouth and chin are a hatched smudge").
  const jawSide = wearer === 'woman' ? undefined : faceOvalMask(mesh, size, { grow: 1.12, forehead: 0, feather: unit * 0.04 });
  for (let y = 0; y < size; y++) {
    const below = 1 - smoothstep(chinY + faceHeight * 0.2, chinY + faceHeight * 0.6, y);
    const underMouth = smoothstep(mouthY - faceHeight * 0.05, mouthY + faceHeight * 0.05, y);
    for (let x = 0; x < size; x++) {
      const i = y * size + x;
      hair.data[i] *= below * (jawSide ? 1 - jawSide.data[i] * underMouth : 1);
    }
  }
  // But a woman's long hair hanging past her chin is drawn down to where the photo has it: cut
  // there, every woman's long hair was the same bob.
  // (And where the photo's crop cuts it off, carried on past the crop, fading out between a third
  // of a face and 0.9 of one below the chin, lower than the body's strokes: ../sketch/pastCrop.ts.)
  const womansHair = (): Grey => {
    const shown = hangingHair(parts[HAIR], grey, matte, parts[SKIN], darkHair ? beyond : null, head, chinY + faceHeight * 1.3);
    return hairPastCrop(shown, beyond, head, chinY + faceHeight * PAST_CROP_FADE[0], chinY + faceHeight * PAST_CROP_FADE[1]);
  };
  const hanging = wearer === 'woman' ? blurLocal(womansHair(), Math.max(1, unit * 0.03)) : undefined;
  if (hanging) for (let i = 0; i < hair.data.length; i++) hair.data[i] = Math.max(hair.data[i], hanging.data[i]);
  return { hair, hanging };
}
