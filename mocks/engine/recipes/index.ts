// Every tool's recipe (mocks/engine/types.ts), looked up by the pool's workers.
// The '.js' names are the recipe files (.ts): written out because a recipe's folder of helpers
// has the same name (avatar/, cartoon/…), and Node's resolver in the workers would pick it.
// The still tools ask a picture server instead when one is set (MIAO_ENGINE_SD_URL:
// remote/withImageServer.ts); text-to-image and speech choose their server themselves.
import type { ToolId } from '../../../src/rules/catalog';
import type { Recipe } from '../types';
import { animation } from './animation.js';
import { avatar } from './avatar.js';
import { cartoon } from './cartoon.js';
import { gif } from './gif.js';
import { withImageServer } from './remote/withImageServer';
import { tti } from './tti.js';
import { tts } from './tts.js';
import { video3d } from './video3d.js';
import { watercolor } from './watercolor.js';

export const recipes: Record<ToolId, Recipe> = {
  cartoon: withImageServer('cartoon', cartoon),
  watercolor: withImageServer('watercolor', watercolor),
  avatar: withImageServer('avatar', avatar),
  gif,
  animation,
  video3d,
  tti,
  tts,
};
