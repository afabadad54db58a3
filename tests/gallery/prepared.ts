// Each sample photo made ready once for every tool, as the stand-in makes a run's photo ready
// (mocks/engine/index.ts readUpload, here in this process): the faces found in the uploaded
// photo (a one-face tool's check), the photo decoded once (prepare.ts), the faces moved into its
// pixels, and the faces found in the prepared pixels for the tools that take any photo.
import {
  describeFace,
  detectFaces,
  detectFacesInPixels,
  SURE_OF_GENDER,
  type FaceTraits,
} from '../../mocks/engine/adapters/faces';
import { facesInPrepared, preparePhotoHere } from '../../mocks/engine/prepare';
import type { Face, PreparedPhoto } from '../../mocks/engine/types';
import type { SamplePhoto } from './samples';

export interface ReadySample {
  sample: SamplePhoto;
  bytes: Uint8Array;
  /** Faces in the uploaded photo's pixels (what the create's face check sees). */
  uploadedFaces: Face[];
  photo: PreparedPhoto;
  /** uploadedFaces moved into the prepared photo (one-face tools). */
  preparedFaces: Face[];
  /** Faces looked for in the prepared photo (tools that take any photo). */
  foundInPrepared: Face[];
  /** What the face model estimates of the largest face, when there is one. */
  traits: FaceTraits | null;
}

const ready = new Map<string, Promise<ReadySample>>();

async function makeReady(sample: SamplePhoto): Promise<ReadySample> {
  const bytes = await sample.bytes();
  const uploadedFaces = await detectFaces(bytes);
  const answer = await preparePhotoHere(bytes);
  const foundInPrepared = await detectFacesInPixels(answer.photo).catch(() => []);
  const traits = uploadedFaces.length ? await describeFace(answer.photo) : null;
  return {
    sample,
    bytes,
    uploadedFaces,
    photo: answer.photo,
    preparedFaces: facesInPrepared(uploadedFaces, answer),
    foundInPrepared,
    traits,
  };
}

export function readySample(sample: SamplePhoto): Promise<ReadySample> {
  let found = ready.get(sample.id);
  if (!found) {
    found = makeReady(sample);
    ready.set(sample.id, found);
  }
  return found;
}

/** The row heading's label: the sample's name and what the face model thinks of the face. */
export function sampleLabel({ sample, traits }: ReadySample): string {
  if (!traits) return sample.id;
  const sure = traits.genderScore >= SURE_OF_GENDER ? '' : '?';
  return `${sample.id} · ${Math.round(traits.age)}y ${traits.gender === 'female' ? 'F' : 'M'}${sure}`;
}
