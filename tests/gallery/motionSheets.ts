// A motion tool's sheets: one per mode (rows = sample × seed, the sample photo then frames spread
// over the clip, each labelled with its place and time; the title gives each clip's size, frame
// rate, weight and how much it moves), and the blind panel's (every clip of the blind samples
// shuffled together, each row numbered; the key file says which mode each number is).
import { sampleLabel } from './prepared';
import type { MotionClip } from './motion';
import { blindClips, frameLabel, MOTION_CELL, MOTION_FRAMES, rowLabel } from './motionPlan';
import type { BlindKeyEntry } from './blind';
import type { Sheet, SheetCell } from './sheet';
import { styleName } from './styleName';
import type { ToolId } from '../../src/rules/catalog';

const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;

/** A clip's frames as cells, labelled with `label(index)`, or why there are none. */
function frameCells(clip: MotionClip, label: (index: number, frameSeconds: number, frame: number) => string): SheetCell[] {
  if (!clip.outcome.ok)
    return [{ label: 'no clip', content: { kind: 'text', text: `failed: ${clip.outcome.problem}`, tone: 'problem' } }];
  const shown = clip.outcome.clip;
  const frameSeconds = shown.total ? shown.durationS / shown.total : 0;
  return shown.frames.map((bytes, index) => ({
    label: label(index, frameSeconds, shown.picked[index]),
    content: { kind: 'picture', bytes },
  }));
}

/** A title line about one row's clip: what the face model saw, and the clip's numbers. */
function clipLine(clip: MotionClip): string {
  const who = `${rowLabel(clip)} (${sampleLabel(clip.sample)})`;
  if (!clip.outcome.ok) return `${who}: no clip, ${clip.outcome.problem}`;
  const { width, height, total, durationS, bytes, change } = clip.outcome.clip;
  const fps = durationS ? total / durationS : 0;
  return (
    `${who}: ${width}×${height}, ${total} frames, ${fps.toFixed(1)} fps, ${durationS.toFixed(2)} s, ${megabytes(bytes)}, ` +
    `made in ${(clip.ms / 1000).toFixed(1)} s; change between shown frames ${change.toFixed(1)}/255`
  );
}

/** One mode's sheet: a row per sample × seed. */
export function modeSheet(tool: ToolId, style: string, clips: readonly MotionClip[]): Sheet {
  return {
    title: [
      `${tool} · ${style} (${styleName(tool, style)}): ${MOTION_FRAMES} frames spread over each clip, decoded from the recipe's output`,
      'Rows: sample · seed (the face model’s age and gender estimate in brackets; ? = unsure).',
      ...clips.map(clipLine),
    ],
    rows: clips.map((clip) => [
      { label: rowLabel(clip), content: { kind: 'picture', bytes: clip.sample.bytes } },
      ...frameCells(clip, (index, frameSeconds, frame) => frameLabel(index, MOTION_FRAMES, frame, frameSeconds)),
    ]),
    cell: MOTION_CELL,
  };
}

export interface MotionBlindSheet {
  sheet: Sheet;
  key: { tool: ToolId; shuffleSeed: number; choices: { style: string; name: string }[]; cells: BlindKeyEntry[] };
}

/** The blind panel's sheet of `clips` (any modes and samples), each row a clip numbered #1…#N. */
export function blindMotionSheet(
  tool: ToolId,
  styles: readonly string[],
  clips: readonly MotionClip[],
  shuffleSeed: number,
): MotionBlindSheet {
  const { order, key } = blindClips(clips, shuffleSeed);
  return {
    sheet: {
      title: [
        `${tool}, blind panel: name each numbered clip's ${tool === 'video3d' ? 'camera move' : 'template'}`,
        `Choose from: ${styles.map((style) => styleName(tool, style)).join(', ')}`,
        `Each row: the photo, then ${MOTION_FRAMES} frames spread over the clip (the answers: ${tool}-blind-key.json)`,
      ],
      rows: order.map(({ number, item }) => [
        { label: `#${number}`, content: { kind: 'picture', bytes: item.sample.bytes } },
        ...frameCells(item, (index) => `#${number} · ${index + 1}/${MOTION_FRAMES}`),
      ]),
      cell: MOTION_CELL,
    },
    key: { tool, shuffleSeed, choices: styles.map((style) => ({ style, name: styleName(tool, style) })), cells: key },
  };
}
