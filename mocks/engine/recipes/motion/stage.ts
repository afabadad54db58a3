// The speech's (演讲) stage, laid over each frame after the warps (frames.ts, when a pose asks for
// `stage`): the microphone in front of the speaker, then the spotlight over everything, both fixed
// in the frame while the head moves behind the mic. Made once a clip, on the first frame that asks.
import type { Point } from '../../types';
import { drawMicrophone, type Microphone, microphoneOf } from './microphone';
import type { Raster } from './raster';
import { lightFrame, type Spotlight, spotlightOf } from './spotlight';

export interface Stage {
  width: number;
  microphone: Microphone | null;
  light: Spotlight;
}

export function stageOf(picture: Raster, mesh: readonly Point[]): Stage {
  return {
    width: picture.width,
    microphone: microphoneOf(picture, mesh),
    light: spotlightOf(mesh, picture.width, picture.height),
  };
}

/** A frame (RGB bytes) put on the stage, `amount` of it (0–1). */
export function onStage(stage: Stage, frame: Uint8Array, amount: number): void {
  if (amount <= 0) return;
  if (stage.microphone) drawMicrophone(stage.microphone, frame, stage.width, amount);
  lightFrame(stage.light, frame, amount);
}
