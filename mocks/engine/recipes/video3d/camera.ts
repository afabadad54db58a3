// The three camera moves, as where each layer sits at each moment. Near things move more than
// far ones: the subject shifts (or grows) several times as much as the background, and the
// two go opposite ways, as when a camera circles a person it keeps in view.
import { createRandom } from '../shared/random';

/** One layer's place at a moment: shifted by (dx, dy) (fractions of the long side), scaled about the subject. */
export interface LayerPose {
  dx: number;
  dy: number;
  scale: number;
}

export interface CameraPose {
  subject: LayerPose;
  background: LayerPose;
}

/** The pose at `t` (0 at the first frame, 1 after the last). */
export type CameraMove = (t: number) => CameraPose;

const ease = (t: number): number => t * t * (3 - 2 * t);

/** The camera orbits: the subject traces an ellipse, the background a smaller one the other way. */
function circle(seed: number): CameraMove {
  const random = createRandom(seed);
  const direction = random.next() < 0.5 ? -1 : 1;
  const start = random.next() * Math.PI * 2;
  const reach = random.between(0.9, 1.1);
  return (t) => {
    const angle = start + direction * Math.PI * 2 * t;
    const x = Math.cos(angle) * reach;
    const y = Math.sin(angle) * 0.65 * reach;
    return {
      subject: { dx: 0.03 * x, dy: 0.03 * y, scale: 1.04 },
      background: { dx: -0.012 * x, dy: -0.012 * y, scale: 1 },
    };
  };
}

/** The camera sways from side to side (with a slight bob), once there and back. */
function swing(seed: number): CameraMove {
  const random = createRandom(seed);
  const phase = random.next() < 0.5 ? 0 : Math.PI;
  const reach = random.between(0.9, 1.1);
  return (t) => {
    const x = Math.sin(Math.PI * 2 * t + phase) * reach;
    const y = Math.sin(Math.PI * 4 * t) * 0.12;
    return {
      subject: { dx: 0.035 * x, dy: 0.02 * y, scale: 1.04 },
      background: { dx: -0.014 * x, dy: -0.008 * y, scale: 1 },
    };
  };
}

/**
 * Dolly zoom: the camera moves in on the subject, which grows, while the background pulls
 * back a little (the vertigo effect), drifting slightly to one side.
 */
function zoomIn(seed: number): CameraMove {
  const random = createRandom(seed);
  const drift = random.between(-1, 1);
  const grow = random.between(0.15, 0.19);
  return (t) => {
    const e = ease(t);
    return {
      subject: { dx: 0.006 * drift * e, dy: -0.004 * e, scale: 1 + grow * e },
      background: { dx: -0.008 * drift * e, dy: 0, scale: 1.05 - 0.05 * e },
    };
  };
}

export const cameraMoves: Readonly<Record<string, (seed: number) => CameraMove>> = { circle, swing, 'zoom-in': zoomIn };
