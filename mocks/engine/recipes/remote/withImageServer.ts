// A still tool's recipe that asks the picture server when one is set (MIAO_ENGINE_SD_URL) and
// is the local engine's otherwise: the dispatch lives here and in recipes/index.ts, so the local
// recipes know nothing of servers. Read at each result, so a pool thread started with the
// variable set uses it.
import type { Recipe } from '../../types';
import { repaintOnServer } from './img2img';
import { imageServerFor, type ImageServerTool } from './servers';

export function withImageServer(tool: Exclude<ImageServerTool, 'tti'>, local: Recipe): Recipe {
  return (input, progress) => {
    const server = imageServerFor(tool);
    return server ? repaintOnServer(server, input, progress) : local(input, progress);
  };
}
