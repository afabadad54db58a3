// pix/elegant's modelled sitter is this person's face, not one doll's for everyone (issue 36: "a
// pale doll-like blob of a face", "the same cartoon eyes"). The eyes are set into the head, in
// lids and sockets (./avatar/pix/elegant/toonSitter.ts), so the band of the eyes and brows keeps
// more of the photo's shading (./avatar/pix/elegant/ownFaceMeasure.ts `eyeLikeness`, each read
// about its own face mesh: on the face found in the result, seed 1). The photo's modelling is no
// longer laid on the skin (blind readers: "a dark dent down the cheek"); with it these read 0.506,
// 0.630 and 0.682. The older man and the East Asian woman read 0.206 and 0.370 on main's code and
// on this one alike, so they cannot tell the two apart and are left out.
import { decodePhoto } from '../adapters/image';
import { photoOfPerson } from '../testing/people';
import { styledSample } from '../testing/styledSample';
import { eyeLikeness } from './avatar/pix/elegant/ownFaceMeasure';

const SLOW = 300_000;
/** Each face's bound, between main's sticker eyes (91c3a8d) and the lidded eyes, measured: main / now. */
const BOUNDS: Record<string, number> = {
  man: 0.43, // 0.394 / 0.469
  'dark-woman': 0.31, // 0.277 / 0.346
  'dark-man': 0.455, // 0.430 / 0.483
};
const PEOPLE = Object.keys(BOUNDS);

const eyes = new Map<string, number>();

beforeAll(async () => {
  for (const person of PEOPLE) {
    const { bytes, faces } = await photoOfPerson(person);
    const [face] = faces;
    if (!face) throw new Error(`no face in the ${person}'s photo`);
    const photo = await decodePhoto(bytes, 4096);
    const { picture, mesh } = await styledSample(person, 'pix/elegant');
    eyes.set(person, eyeLikeness(photo, face.mesh, picture, mesh));
  }
}, SLOW);

describe("avatar pix/elegant: the person's own face", () => {
  it.each(PEOPLE)("keeps the %s's own eyes and lids", (person) => {
    const likeness = eyes.get(person) ?? 0;
    expect(likeness, `eye likeness ${likeness.toFixed(3)}`).toBeGreaterThan(BOUNDS[person]);
  });
});
