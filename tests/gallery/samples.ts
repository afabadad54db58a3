// What the gallery makes results from: photos cut out of the demo pictures a registry package
// ships (@vladmandic/human's assets/, nothing downloaded) — faces of several ages, genders and
// skin tones, and a person in a room — and sample texts in Chinese and English. The first two
// are mocks/engine/testing/faces.ts's test faces; every one has since been looked at while
// recipes were tuned, so faces no recipe has seen are kept apart (HELD_OUT_PHOTOS).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { cropPixels, decodePhoto, encodeStill, type Area } from '../../mocks/engine/adapters/image';
import { samplePortrait } from '../../mocks/engine/testing/faces';

export interface SamplePhoto {
  /** Short name, used in file names and row headings. */
  id: string;
  /** What the photo shows, for the sheet's row heading. */
  shows: string;
  /** The photo as a user would upload it (PNG). */
  bytes: () => Promise<Uint8Array>;
}

export interface SampleText {
  id: string;
  language: 'zh' | 'en';
  text: string;
}

const require = createRequire(import.meta.url);
const ASSETS = path.join(path.dirname(path.dirname(require.resolve('@vladmandic/human'))), 'assets');

/** A rectangle of one of human's demo pictures, enlarged to `outWidth` (its proportions kept) as a user's photo. */
function cutOut(file: string, area: Area, outWidth: number): () => Promise<Uint8Array> {
  return async () => {
    const picture = await decodePhoto(await readFile(path.join(ASSETS, file)), 4096);
    const outHeight = Math.round((area.height * outWidth) / area.width);
    return encodeStill(await cropPixels(picture, area, outWidth, outHeight), 'png');
  };
}

/**
 * One face of the face-match demo's grid of found faces (screenshot-facematch.jpg, 9 columns
 * of about 106.6 px, rows of 112.8 px from y 280): its percentage above and its age label below
 * are left out, so the face fills most of the cut.
 */
function matchGridFace(column: number, row: number): () => Promise<Uint8Array> {
  const area = { left: Math.round(column * 106.6) + 6, top: 280 + Math.round(row * 112.8) + 18, width: 94, height: 78 };
  return cutOut('screenshot-facematch.jpg', area, 480);
}

export const SAMPLE_PHOTOS: readonly SamplePhoto[] = [
  { id: 'woman', shows: 'woman, fair, 20s (tuned to)', bytes: () => samplePortrait('woman') },
  { id: 'man', shows: 'man at a table, 30s (tuned to)', bytes: () => samplePortrait('man') },
  {
    id: 'older-man',
    shows: 'man, 40s, webcam',
    bytes: cutOut('screenshot-faceid.jpg', { left: 14, top: 142, width: 140, height: 140 }, 480),
  },
  { id: 'bald-man', shows: 'bald man, glasses, 50s', bytes: matchGridFace(5, 5) },
  { id: 'dark-woman', shows: 'woman, brown skin', bytes: matchGridFace(3, 3) },
  { id: 'asian-woman', shows: 'woman, East Asian', bytes: matchGridFace(3, 2) },
  { id: 'dark-man', shows: 'man, brown skin, smiling', bytes: matchGridFace(6, 5) },
  {
    id: 'room',
    shows: 'woman standing in a room',
    bytes: cutOut('samples.jpg', { left: 545, top: 0, width: 92, height: 160 }, 360),
  },
];

/**
 * Faces kept out of every recipe's tuning and every test (`GALLERY_SAMPLES=held-out npm run
 * gallery -- avatar`): the five face crops of the face-detect demo (screenshot-facedetect.jpg,
 * about 150 px each, enlarged to 480 px), to see a change on faces it was not made on. A fault
 * found here is fixed as a rule and tested with the numbers read, never by adding the face.
 */
export const HELD_OUT_PHOTOS: readonly SamplePhoto[] = [
  { id: 'receding-man', shows: 'man, 40s, receding dark hair (held out)', left: 8, width: 150 },
  { id: 'brunette', shows: 'woman, long dark hair (held out)', left: 164, width: 151 },
  { id: 'blonde', shows: 'woman, blonde, head tilted (held out)', left: 321, width: 151 },
  { id: 'smiling-woman', shows: 'woman, smiling, auburn hair (held out)', left: 478, width: 151 },
  { id: 'grey-woman', shows: 'woman, black-and-white photo (held out)', left: 635, width: 156 },
].map(({ id, shows, left, width }) => ({
  id,
  shows,
  bytes: cutOut('screenshot-facedetect.jpg', { left, top: 346, width, height: 151 }, 480),
}));

/** The photos the still tools' sheets are made from: the gallery's, or the held-out faces. */
export function stillPhotos(): readonly SamplePhoto[] {
  return process.env.GALLERY_SAMPLES === 'held-out' ? HELD_OUT_PHOTOS : SAMPLE_PHOTOS;
}

/** Prompts for text-to-image: things, people, relations, both languages. */
export const SAMPLE_PROMPTS: readonly SampleText[] = [
  { id: 'cat-boat-zh', language: 'zh', text: '一只猫坐在船上' },
  { id: 'dumplings-zh', language: 'zh', text: '奶奶在厨房里包饺子' },
  { id: 'sunset-zh', language: 'zh', text: '海边的日落，一只猫坐在小船上，远处有山和飞鸟' },
  { id: 'lighthouse-en', language: 'en', text: 'a red lighthouse on a cliff at night with stars' },
  { id: 'old-man-en', language: 'en', text: 'a portrait of a smiling old man wearing glasses' },
  { id: 'dog-park-en', language: 'en', text: 'two dogs playing in a park in autumn' },
];

/** Texts read aloud: each voice reads those of its own language. */
export const SAMPLE_SPEECH: readonly SampleText[] = [
  { id: 'park-zh', language: 'zh', text: '今天早上我去公园散步，看见很多人在打太极拳，还有小朋友在放风筝。' },
  { id: 'weather-zh', language: 'zh', text: '明天北京晴，最高气温二十三度，适合出门走走。' },
  { id: 'park-en', language: 'en', text: 'This morning I walked through the park and watched children fly their kites.' },
  { id: 'weather-en', language: 'en', text: 'Tomorrow will be sunny in Beijing, with a high of twenty-three degrees.' },
];
