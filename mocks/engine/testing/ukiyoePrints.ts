// The gallery's photos printed in ukiyo-e as a run makes them (the faces found first, seed 1: the
// framing as taken, so the mesh is where the print has the face), for the ukiyo-e tests.
import { SAMPLE_PHOTOS } from '../../../tests/gallery/samples';
import { decodePhoto } from '../adapters/image';
import { detectFaces } from '../adapters/faces';
import { rgbToLab } from '../recipes/shared/colour';
import { watercolor } from '../recipes/watercolor';
import type { Face } from '../types';
import { prepared } from './prepared';

export interface PrintPicture {
  width: number;
  height: number;
  data: Uint8Array;
}

export interface UkiyoePrint {
  photo: PrintPicture;
  print: PrintPicture;
  face: Face;
}

/** Each sample's print, its prepared photo and its face; `of(id)` throws for a sample not made. */
export async function ukiyoePrints(ids: readonly string[]): Promise<(id: string) => UkiyoePrint> {
  const made = new Map<string, UkiyoePrint>();
  for (const id of ids) {
    const sample = SAMPLE_PHOTOS.find((one) => one.id === id);
    if (!sample) throw new Error(`no sample ${id}`);
    const bytes = await sample.bytes();
    const ready = await prepared(bytes, await detectFaces(bytes));
    const output = await watercolor({ tool: 'watercolor', style: 'ukiyoe', seed: 1, ...ready }, () => {});
    const face = ready.faces?.[0];
    if (!face) throw new Error(`no face in ${id}`);
    made.set(id, { photo: ready.photo, print: await decodePhoto(output.bytes, 4096), face });
  }
  return (id) => {
    const found = made.get(id);
    if (!found) throw new Error(`not made: ${id}`);
    return found;
  };
}

/** CIELAB of pixel `i` of 8-bit RGB `data`. */
export function labAt(data: Uint8Array, i: number): [number, number, number] {
  const out: [number, number, number] = [0, 0, 0];
  rgbToLab(data[i * 3] / 255, data[i * 3 + 1] / 255, data[i * 3 + 2] / 255, out);
  return out;
}
