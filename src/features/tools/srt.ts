// SubRip (.srt) subtitles: cue times as hh:mm:ss,mmm, numbered cues separated by a blank
// line. Pure functions so the editor and the tests share one formatter.

export interface Cue {
  /** Seconds from the start of the video. */
  start: number;
  end: number;
  text: string;
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** 3.5 → '00:00:03,500'. Rounded to the millisecond; negative and non-finite values are 0. */
export function formatSrtTime(seconds: number): string {
  const ms = Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 1000) : 0;
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  return `${pad(h)}:${pad(m)}:${pad(s)},${pad(ms % 1000, 3)}`;
}

/** A cue is usable when it starts at or after 0 and ends after it starts. */
export function isValidCue(cue: Cue): boolean {
  return Number.isFinite(cue.start) && Number.isFinite(cue.end) && cue.start >= 0 && cue.end > cue.start;
}

/**
 * The whole file. Cues are sorted by start time and renumbered from 1; a blank line inside a
 * cue's text would end the cue early in every player, so blank lines are dropped; cues left
 * with no text, or with invalid times, are skipped.
 */
export function toSrt(cues: readonly Cue[]): string {
  const usable = cues
    .map((cue) => ({
      ...cue,
      text: cue.text
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter(Boolean)
        .join('\n'),
    }))
    .filter((cue) => cue.text !== '' && isValidCue(cue))
    .sort((a, b) => a.start - b.start);
  return usable.map((cue, i) => `${i + 1}\n${formatSrtTime(cue.start)} --> ${formatSrtTime(cue.end)}\n${cue.text}\n`).join('\n');
}

/**
 * A starting track for the user to edit: the duration cut into `step`-second cues, the last
 * one ending at the duration. An unknown duration (0) gives one cue of `step` seconds.
 */
export function draftCues(duration: number, label: (n: number) => string, step = 3): Cue[] {
  const total = Number.isFinite(duration) && duration > 0 ? duration : step;
  const count = Math.max(1, Math.ceil(total / step - 1e-9));
  return Array.from({ length: count }, (_, i) => ({
    start: i * step,
    end: Math.min(total, (i + 1) * step),
    text: label(i + 1),
  }));
}
