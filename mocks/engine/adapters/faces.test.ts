// The face adapter on real photos (cropped from @vladmandic/human's own samples) and a drawn one.
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { noFacePhoto, samplePortrait, sampleFaces } from '../testing/faces';
import { describeFace, detectFaces, segmentPerson, SURE_OF_GENDER } from './faces';
import { decodePhoto, type Pixels } from './image';

/** The share of the box's area that lies inside the region. */
function overlap(box: readonly number[], region: { left: number; top: number; right: number; bottom: number }): number {
  const [x, y, w, h] = box;
  const width = Math.max(0, Math.min(x + w, region.right) - Math.max(x, region.left));
  const height = Math.max(0, Math.min(y + h, region.bottom) - Math.max(y, region.top));
  return (width * height) / (w * h);
}

describe('detectFaces', { timeout: 300_000 }, () => {
  it('finds the one face of a portrait, where the face is, with its 468-point mesh', async () => {
    const faces = await sampleFaces('woman');
    expect(faces).toHaveLength(1);
    const [face] = faces;
    // The 480×480 crop: her face fills roughly x 120–300, y 50–240 (checked by eye on the crop).
    expect(overlap(face.box, { left: 100, top: 30, right: 320, bottom: 260 })).toBeGreaterThan(0.9);
    expect(face.box[2]).toBeGreaterThan(120);
    expect(face.box[2]).toBeLessThan(260);
    expect(face.mesh).toHaveLength(468);
    expect(face.score).toBeGreaterThan(0.8);
    // Every mesh point lies in or near its box; the nose tip (point 1) near the middle.
    const [x, y, w, h] = face.box;
    for (const [px, py] of face.mesh) {
      expect(px).toBeGreaterThan(x - w * 0.2);
      expect(px).toBeLessThan(x + w * 1.2);
      expect(py).toBeGreaterThan(y - h * 0.2);
      expect(py).toBeLessThan(y + h * 1.2);
    }
    const [noseX, noseY] = face.mesh[1];
    expect(Math.abs(noseX - (x + w / 2))).toBeLessThan(w * 0.25);
    expect(Math.abs(noseY - (y + h / 2))).toBeLessThan(h * 0.3);
  });

  it('answers in the photo’s pixels after EXIF rotation', async () => {
    const portrait = await samplePortrait('man');
    const [upright] = await sampleFaces('man');
    // Stored turned a quarter left, with orientation 6 ("rotate 90° clockwise to show").
    const stored = await sharp(portrait).rotate(-90).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const faces = await detectFaces(stored);
    expect(faces).toHaveLength(1);
    const [x, y] = faces[0].box;
    expect(Math.abs(x - upright.box[0])).toBeLessThan(20);
    expect(Math.abs(y - upright.box[1])).toBeLessThan(20);
  });

  it('finds nothing in a drawn gradient', async () => {
    expect(await detectFaces(await noFacePhoto())).toEqual([]);
  });

  it('scales large photos down to search them and answers in their own pixels', async () => {
    const portrait = await samplePortrait('woman');
    const [small] = await sampleFaces('woman');
    const large = await sharp(portrait).resize({ width: 2400 }).jpeg().toBuffer();
    const [face] = await detectFaces(large);
    const factor = 2400 / 480;
    expect(Math.abs(face.box[0] - small.box[0] * factor)).toBeLessThan(60);
    expect(Math.abs(face.box[2] - small.box[2] * factor)).toBeLessThan(120);
  });
});

describe('describeFace', { timeout: 300_000 }, () => {
  it('tells the woman is one, never takes the man for one, gives adult ages, and nothing of a photo without a face', async () => {
    const woman = await describeFace(await decodePhoto(await samplePortrait('woman'), 1600));
    const man = await describeFace(await decodePhoto(await samplePortrait('man'), 1600));
    expect(woman?.gender).toBe('female');
    expect(woman?.genderScore).toBeGreaterThanOrEqual(SURE_OF_GENDER);
    // The man's small upscaled face leaves the model unsure (a neutral outfit), never sure he is a woman.
    expect(man?.gender === 'female' && man.genderScore >= SURE_OF_GENDER).toBe(false);
    for (const traits of [woman, man]) {
      expect(traits?.age).toBeGreaterThan(15);
      expect(traits?.age).toBeLessThan(70);
    }
    expect(await describeFace(await decodePhoto(await noFacePhoto(), 1600))).toBeNull();
  });
});

describe('segmentPerson', { timeout: 300_000 }, () => {
  /** The woman's portrait as RGB pixels `side` wide (a 5:6 frame). */
  async function womanPixels(side: number): Promise<Pixels> {
    const { data, info } = await sharp(await samplePortrait('woman'))
      .resize(side, Math.round(side * 1.2))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { width: info.width, height: info.height, channels: 3, data: new Uint8Array(data) };
  }

  function largestDifference(a: Float32Array, b: Float32Array): number {
    let largest = 0;
    for (let i = 0; i < a.length; i++) largest = Math.max(largest, Math.abs(a[i] - b[i]));
    return largest;
  }

  // The model is recurrent: a state carried from the last picture, or a ratio nudged to clear it
  // that the model sees, made one picture's matte differ from call to call (by up to 0.56 at
  // these sizes), and so a result with the number of pictures matted before it.
  it('mattes one picture alike however many pictures were matted before it', async () => {
    for (const side of [150, 300]) {
      const pixels = await womanPixels(side);
      const first = await segmentPerson(pixels);
      const second = await segmentPerson(pixels);
      await segmentPerson(await womanPixels(200));
      const third = await segmentPerson(pixels);
      expect(largestDifference(first.data, second.data)).toBe(0);
      expect(largestDifference(first.data, third.data)).toBe(0);
    }
  });
});
