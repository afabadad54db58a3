// Long hair kept below the jaw (the panels, every time: "hair never kept", the woman's ponytail
// ending at the jaw): measured on the gallery's woman, whose ponytail hangs forward over her
// left shoulder onto a dark top, and on the short-haired and bald men, who must keep nothing.
import { describe, expect, it } from 'vitest';
import { photoOfPerson } from '../../../testing/people';
import { prepared } from '../../../testing/prepared';
import { rgbToLab } from '../../shared/colour';
import { createRandom } from '../../shared/random';
import { cloneRgb, type Rgb } from '../../shared/raster';
import { alignFace, type Portrait } from '../align';
import { faceOvalMask, subjectMask } from '../masks';
import { personMatte } from '../personMatte';
import type { AvatarStyle } from '../style';
import { celebrity } from './celebrity';
import { headBox, headCut } from './headCut';
import { longHair } from './longHair';
import { photoPresent } from './photoPresent';
import { president } from './president';

type Lab = [number, number, number];

async function portraitOf(
  person: 'woman' | 'man' | 'older-man' | 'bald-man' | 'dark-man',
  style: AvatarStyle,
): Promise<Portrait> {
  const { bytes, faces } = await photoOfPerson(person);
  const ready = await prepared(bytes, faces);
  return alignFace(ready.photo, ready.faces![0], style.frame(createRandom(1)));
}

function labAt(picture: Rgb, i: number): Lab {
  const lab: Lab = [0, 0, 0];
  rgbToLab(picture.data[i * 3], picture.data[i * 3 + 1], picture.data[i * 3 + 2], lab);
  return lab;
}

describe('long hair below the jaw', () => {
  it('shows the woman’s ponytail over the scene’s clothes in its own colour', async () => {
    for (const style of [celebrity, president]) {
      const portrait = await portraitOf('woman', style);
      const photo = cloneRgb(portrait.picture);
      const person = await personMatte(photo, portrait.mesh);
      const { chin, w, h, cx } = headBox(portrait.mesh);
      const jawRight = Math.max(portrait.mesh[172][0], portrait.mesh[397][0]);
      const result = await style.make(portrait, createRandom(1));
      // The ponytail in the photo, found without longHair's rule: the person's lit, warm
      // pixels beside her neck on the ponytail's side, from a fifth of the face below the chin
      // down (her top is near black and blue; her arm lies further out).
      let hair = 0;
      let shown = 0;
      const size = photo.width;
      for (let y = Math.round(chin[1] + h * 0.2); y < Math.min(size, chin[1] + h * 0.8); y++) {
        for (let x = Math.round(jawRight + w * 0.05); x < Math.min(size, cx + w * 0.75); x++) {
          const i = y * size + x;
          const lab = labAt(photo, i);
          if (person.data[i] < 0.5 || lab[0] < 30 || lab[0] > 75 || lab[2] < 3) continue;
          hair++;
          const seen = labAt(result, i);
          if (Math.hypot(seen[0] - lab[0], seen[1] - lab[1], seen[2] - lab[2]) < 15) shown++;
        }
      }
      // Measured: 1.0 celebrity, 0.89 president; main 0.10 (the gown over it).
      expect(hair, 'the photo’s ponytail pixels').toBeGreaterThan(w * h * 0.05);
      expect(shown / hair).toBeGreaterThan(0.5);
    }
  });

  it('keeps nothing below a short-haired or bald man’s jaw', async () => {
    for (const who of ['man', 'older-man', 'bald-man', 'dark-man'] as const) {
      const portrait = await portraitOf(who, celebrity);
      const { picture, mesh } = portrait;
      const person = await personMatte(picture, mesh);
      const present = photoPresent(picture);
      const head = headCut(person, mesh, present);
      const oval = faceOvalMask(mesh, picture.width, { grow: 1.02, forehead: 0.03, feather: 6 });
      expect(longHair(picture, person, mesh, head, oval, present), who).toBeUndefined();
    }
  });

  it('keeps nothing where the model found nobody (the matte is the mesh’s stand-in shape)', async () => {
    const portrait = await portraitOf('woman', celebrity);
    const { picture, mesh } = portrait;
    // The woman's ponytail is kept with her real matte (above); the stand-in reaches below her
    // jaw over her ponytail and her top alike, so it says nothing of what is hair.
    const stand = subjectMask(mesh, picture.width);
    const present = photoPresent(picture);
    const head = headCut(stand, mesh, present);
    const oval = faceOvalMask(mesh, picture.width, { grow: 1.02, forehead: 0.03, feather: 6 });
    expect(longHair(picture, stand, mesh, head, oval, present)).toBeUndefined();
  });
});
