// The names a panel's files go by: a result is `<tool>-<style>-<sample>-s<seed>.<ext>` (the
// style's `/` written `_`), its photo `<sample>-photo.png`. Pairs and absolute panels read the
// tool, style, sample and seed back from the name alone, so two folders rendered apart (main's
// and a branch's) are matched file by file. Pure: tested in tests/unit/gallery/panel.test.ts.
import { TOOL_IDS, toolOf, type ToolId } from '../../../src/rules/catalog';

export interface ResultName {
  tool: ToolId;
  style: string;
  sample: string;
  seed: number;
  ext: string;
}

const PHOTO_SUFFIX = '-photo.png';

const styleInName = (style: string) => style.replace(/\//g, '_');

export function resultFileName({ tool, style, sample, seed, ext }: ResultName): string {
  return `${tool}-${styleInName(style)}-${sample}-s${seed}.${ext}`;
}

export function photoFileName(sample: string): string {
  return `${sample}${PHOTO_SUFFIX}`;
}

export const isPhotoFile = (file: string): boolean => file.endsWith(PHOTO_SUFFIX);

/** The longest of `candidates` that `text` starts with followed by `-`. */
function longestPrefix<T extends string>(text: string, candidates: readonly T[], shown: (value: T) => string): T | undefined {
  return candidates.filter((value) => text.startsWith(`${shown(value)}-`)).sort((a, b) => shown(b).length - shown(a).length)[0];
}

/**
 * What a result's file name says, or undefined when it is no result's name. Tool and style are
 * matched against the catalog (a style may hold a `-`, video3d's zoom-in; a sample too, older-man).
 */
export function parseResultName(file: string): ResultName | undefined {
  const tail = /-s(\d+)\.(\w+)$/.exec(file);
  if (!tail || isPhotoFile(file)) return undefined;
  const tool = longestPrefix(file, TOOL_IDS, (id) => id);
  if (!tool) return undefined;
  const afterTool = file.slice(tool.length + 1);
  const style = longestPrefix(afterTool, toolOf(tool).styles, styleInName);
  if (!style) return undefined;
  const sample = afterTool.slice(styleInName(style).length + 1, afterTool.length - tail[0].length);
  if (!sample) return undefined;
  return { tool, style, sample, seed: Number(tail[1]), ext: tail[2] };
}

/** A clip (frames laid out as a strip), not a still. */
export const isMotionFile = (file: string): boolean => /\.(gif|mp4)$/.test(file);
