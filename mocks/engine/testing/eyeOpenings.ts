// How open each eye is drawn, frame by frame, in a GIF template's loop: what the blink tests
// (motion/blinkBoth.test.ts, motion/blinkWhole.test.ts) measure, on the eye's own lids.
import { planEye, shownLowerLid, shownUpperLid } from '../recipes/motion/eyeWarp';
import { profileAt } from '../recipes/motion/frame';
import type { EyeGeometry } from '../recipes/motion/geometry';
import type { EyePose } from '../recipes/motion/pose';
import { gifMotions } from '../recipes/motion/templates';
import { variationOf } from '../recipes/motion/variation';
import { gifClock } from './motionFaces';

/** The eye's opening at its middle a pose shows, over the photo's. */
export function openShare(eye: EyeGeometry, pose: EyePose): number {
  const plan = planEye(eye, pose);
  const photo = profileAt(eye.lowerLid, 0) - profileAt(eye.upperLid, 0);
  return (shownLowerLid(eye, plan, 0) - shownUpperLid(eye, plan, 0)) / photo;
}

/** Each GIF frame's two open shares (eyes[0], eyes[1]) for a template and seed. */
export function gifEyeShares(eyes: readonly EyeGeometry[], template: string, seed: number): [number, number][] {
  const { count, seconds } = gifClock(template);
  const vary = variationOf(seed, template);
  return Array.from({ length: count }, (_, index) => {
    const pose = gifMotions[template].template({ t: index / count, seconds }, vary);
    return [openShare(eyes[0], pose.eyes[0]), openShare(eyes[1], pose.eyes[1])];
  });
}
