// Every tool's recipe (mocks/engine/types.ts), looked up by the pool's workers.
// The '.js' names are the recipe files (.ts): written out because a recipe's folder of helpers
// has the same name (avatar/, cartoon/…), and Node's resolver in the workers would pick it.
import type { ToolId } from '../../../src/rules/catalog';
import type { Recipe } from '../types';
import { animation } from './animation.js';
import { avatar } from './avatar.js';
import { cartoon } from './cartoon.js';
import { gif } from './gif.js';
import { tti } from './tti.js';
import { tts } from './tts.js';
import { video3d } from './video3d.js';
import { watercolor } from './watercolor.js';

export const recipes: Record<ToolId, Recipe> = { cartoon, watercolor, avatar, gif, animation, video3d, tti, tts };
