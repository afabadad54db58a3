// The expression templates: for each style, the pose at each moment of the loop, one template a
// file in templates/. Every template moves a different part of the face in a different rhythm, so
// a person tells them apart.
import { harmonics } from './timeline';
import type { Template } from './templates/shared';
import { talk } from './templates/talk';
import { orator } from './templates/orator';
import { smile } from './templates/smile';
import { cry } from './templates/cry';
import { laugh } from './templates/laugh';
import { holdingBack } from './templates/holdingBack';
import { bigLaugh } from './templates/bigLaugh';
import { surprise } from './templates/surprise';
import { boy } from './templates/boy';
import { girl } from './templates/girl';
import { man } from './templates/man';
import { meow } from './templates/meow';
import { cute } from './templates/cute';
import { distortion } from './templates/distortion';
import { glance } from './templates/glance';
import { lookAround } from './templates/lookAround';
import { yawn } from './templates/yawn';
import { express } from './templates/express';

export type { Template } from './templates/shared';

export interface Motion {
  template: Template;
  /** Length of the GIF's loop, seconds. */
  gifSeconds: number;
}

/**
 * A template with the result's own head path added (variation.ts): another seed, another drift
 * of the head under the same gestures. `drift` scales it (0: none).
 */
function drifting(template: Template, drift: number): Template {
  return (clock, vary) => {
    const pose = template(clock, vary);
    pose.yaw += drift * harmonics(clock, vary.headPath.yaw);
    pose.pitch += drift * harmonics(clock, vary.headPath.pitch);
    pose.roll += drift * harmonics(clock, vary.headPath.roll);
    return pose;
  };
}

const motion = (template: Template, gifSeconds = 2, drift = 1): Motion => ({
  template: drift > 0 ? drifting(template, drift) : template,
  gifSeconds,
});

/** The talking-photo GIF's templates (src/rules/tools/gif.ts). */
export const gifMotions: Readonly<Record<string, Motion>> = {
  // Boy, girl and man keep their own head paths: a result's drift stays small under them.
  boy: motion(boy, 2.4, 0.4),
  cry: motion(cry, 2.4, 1.4),
  girl: motion(girl, 2.8, 0.4),
  man: motion(man, 2.8, 0.4),
  miao: motion(meow, 2.4),
  smile: motion(smile, 2.4),
  surprise: motion(surprise, 2.4),
  cute: motion(cute),
  distortion: motion(distortion, 2.4, 0.8),
  fakelaugh: motion(bigLaugh),
  glance: motion(glance, 2.4, 0.4),
  // Looking around turns the head itself: a full drift added up to 0.09 rad to its turn (seed 1:
  // 0.34 + 0.07), past where the face squeezes (lookAround.ts TURN_MOST).
  look: motion(lookAround, 2.4, 0.4),
  yawn2: motion(yawn, 2.8),
  faklaugh2: motion(holdingBack, 2.4),
  trump1: motion(orator, 2.8, 0.5),
  talk: motion(talk, 2.4),
};

/** The photo animation's templates (src/rules/tools/animation.ts). */
export const animationMotions: Readonly<Record<string, Motion>> = {
  cry: motion(cry, 2, 1.4),
  express: motion(express),
  laugh: motion(laugh),
  smile: motion(smile),
  talk: motion(talk),
};
