// Who is in the picture, in the words a prompt gives a picture model: "a young woman", "a man",
// "an elderly person". Without them a model repainting a face at the strengths that draw a style
// often turns a woman into a man or a child into an adult. From faceres's estimate (the face
// adapter's describeFace); the gender only when the model is sure of it (SURE_OF_GENDER).
import { describeFace, SURE_OF_GENDER, type FaceTraits } from '../../adapters/faces';
import type { Pixels } from '../../adapters/image';

export function subjectWords(traits: FaceTraits | null): string {
  if (!traits) return 'a person';
  const sure = traits.genderScore >= SURE_OF_GENDER;
  const female = traits.gender === 'female';
  if (traits.age < 13) return sure ? (female ? 'a little girl' : 'a little boy') : 'a child';
  if (traits.age < 20) return sure ? (female ? 'a teenage girl' : 'a teenage boy') : 'a teenager';
  if (traits.age >= 60) return sure ? (female ? 'an elderly woman' : 'an elderly man') : 'an elderly person';
  if (traits.age < 30) return sure ? (female ? 'a young woman' : 'a young man') : 'a young person';
  return sure ? (female ? 'a woman' : 'a man') : 'a person';
}

/** The words for the person in `picture`; a picture with no person (`hasPerson` false) is "the scene". */
export async function subjectOf(picture: Pixels, hasPerson: boolean): Promise<string> {
  if (!hasPerson) return 'the scene';
  return subjectWords(await describeFace(picture).catch(() => null));
}
