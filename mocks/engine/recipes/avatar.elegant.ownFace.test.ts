// pix/elegant's modelled sitter is this person's face, not one doll's for everyone (issue 36: "a
// pale doll-like blob of a face", "the same cartoon eyes"). The eyes are set into the head and the photo's own modelling is laid over the painted face
// (./avatar/pix/elegant/ownModelling.ts), so the band of the eyes and brows keeps the photo's
// shading (./avatar/pix/elegant/ownFaceMeasure.ts `eyeLikeness`, each read about its own face
// mesh: on the face found in the result, seed 1).
import { decodePhoto } from '../adapters/image';
import { photoOfPerson } from '../testing/people';
import { styledSample } from '../testing/styledSample';
import { eyeLikeness } from './avatar/pix/elegant/ownFaceMeasure';

const SLOW = 300_000;
const PEOPLE = ['man', 'dark-woman', 'older-man', 'asian-woman', 'dark-man'];

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
  // On main (91c3a8d) 0.394, 0.277, 0.206, 0.370 and 0.430; now 0.506, 0.630, 0.486, 0.533, 0.682.
  it.each(PEOPLE)("keeps the %s's own eyes and lids", (person) => {
    const likeness = eyes.get(person) ?? 0;
    expect(likeness, `eye likeness ${likeness.toFixed(3)}`).toBeGreaterThan(0.45);
  });
});
