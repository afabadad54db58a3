// The two background tracks, composed in code (no music file ships): four seconds, two bars at
// 120 bpm, as long as the video. 'cheer' (欢快, cheerful): C major, I–V–vi–IV, a plucked
// arpeggio and a bell tune over four-on-the-floor. 'great' (激昂, rousing): D minor,
// i–VI–III–VII, a brass pad and a driving string ostinato over taiko-like drums with a fill.
import { Mix, SAMPLE_RATE } from './synth';
import { encodeWav } from '../shared/wav';

export const MUSIC_SECONDS = 4;
const BEAT = 0.5;

/** Chord tones (MIDI) for each half bar, and the bass root. */
interface Chord {
  tones: readonly number[];
  root: number;
}

function cheer(): Float32Array {
  const mix = new Mix(MUSIC_SECONDS, 1);
  const chords: Chord[] = [
    { tones: [60, 64, 67], root: 36 },
    { tones: [59, 62, 67], root: 43 },
    { tones: [60, 64, 69], root: 45 },
    { tones: [60, 65, 69], root: 41 },
  ];
  const tune = [76, 79, 79, 74, 76, 72, 77, 81];
  chords.forEach((chord, bar) => {
    const at = bar * 2 * BEAT;
    // Sixteenth-note arpeggio up and down the chord, an octave up.
    const pattern = [0, 1, 2, 1, 0, 1, 2, 1];
    pattern.forEach((step, i) =>
      mix.note({ at: at + i * (BEAT / 4), length: 0.1, note: chord.tones[step] + 12, gain: 0.16, wave: 'pluck', decay: 6 }),
    );
    // Bass in eighths: root, root, octave, root.
    [0, 0, 12, 0].forEach((octave, i) =>
      mix.note({ at: at + i * (BEAT / 2), length: 0.2, note: chord.root + octave, gain: 0.35, wave: 'triangle', decay: 3 }),
    );
    // A soft chord under it all.
    for (const tone of chord.tones)
      mix.note({
        at,
        length: 2 * BEAT - 0.05,
        note: tone,
        gain: 0.06,
        wave: 'saw',
        cutoff: 1200,
        attack: 0.04,
        release: 0.1,
        chorus: 8,
      });
  });
  tune.forEach((note, beat) => mix.note({ at: beat * BEAT, length: 0.3, note, gain: 0.2, wave: 'sine', decay: 3, release: 0.2 }));
  for (let beat = 0; beat < 8; beat++) {
    mix.kick(beat * BEAT, 0.7);
    if (beat % 2 === 1) mix.noise(beat * BEAT, 0.05, 0.35, 1500);
    mix.noise(beat * BEAT + BEAT / 2, 0.015, 0.18, 7000);
  }
  return mix.master();
}

function great(): Float32Array {
  const mix = new Mix(MUSIC_SECONDS, 2);
  const chords: Chord[] = [
    { tones: [62, 65, 69], root: 38 },
    { tones: [58, 62, 65], root: 34 },
    { tones: [60, 65, 69], root: 41 },
    { tones: [60, 64, 67], root: 36 },
  ];
  const horn = [74, 77, 77, 76];
  chords.forEach((chord, bar) => {
    const at = bar * 2 * BEAT;
    // Brass pad swelling in, brighter bar by bar.
    for (const tone of chord.tones)
      mix.note({
        at,
        length: 2 * BEAT - 0.02,
        note: tone,
        gain: 0.12,
        wave: 'saw',
        cutoff: 1400 + bar * 400,
        attack: 0.12,
        release: 0.15,
        chorus: 10,
      });
    mix.note({
      at,
      length: 2 * BEAT - 0.05,
      note: horn[bar],
      gain: 0.16,
      wave: 'saw',
      cutoff: 2600,
      attack: 0.06,
      release: 0.2,
      chorus: 6,
    });
    // Driving string ostinato in sixteenths: root, fifth, octave, fifth.
    const fifth = chord.root + 19;
    [chord.root + 24, fifth, chord.root + 24, fifth + 5].forEach((note, i) => {
      for (let repeat = 0; repeat < 2; repeat++)
        mix.note({
          at: at + (repeat * 4 + i) * (BEAT / 4),
          length: 0.09,
          note,
          gain: 0.1,
          wave: 'saw',
          cutoff: 2200,
          release: 0.03,
        });
    });
    mix.note({ at, length: 2 * BEAT - 0.05, note: chord.root, gain: 0.3, wave: 'saw', cutoff: 400, release: 0.08 });
  });
  mix.noise(0, 0.5, 0.25, 5000);
  // Taiko-like pattern: boom . boom boom | boom . boom . , snare on two and four, a fill at the end.
  const booms = [0, 1, 1.5, 2, 3, 4, 5, 5.5, 6];
  for (const beat of booms) mix.kick(beat * BEAT, 0.8, 55);
  for (const beat of [1, 3, 5]) mix.noise(beat * BEAT, 0.09, 0.4, 800);
  [7, 7.25, 7.5, 7.75].forEach((beat, i) => mix.kick(beat * BEAT, 0.5 + i * 0.1, 70 + i * 15));
  return mix.master();
}

const tracks: Readonly<Record<string, () => Float32Array>> = { cheer, great };

const made = new Map<string, Uint8Array>();

/** The track as a WAV file (made once per thread). */
export function musicTrack(name: string): Uint8Array {
  const compose = tracks[name];
  if (!compose) throw new Error(`video3d: unknown music ${name}`);
  let wav = made.get(name);
  if (!wav) {
    wav = encodeWav(compose(), SAMPLE_RATE);
    made.set(name, wav);
  }
  return wav;
}
