// The two background tracks, composed in code (no music file ships): four seconds, two bars at
// 120 bpm, as long as the video, in stereo and in a room (./reverb.ts), played a little
// unevenly as people play (each note a few milliseconds early or late, each a little louder or
// softer: `Player`). 'cheer' (欢快, cheerful): C major, I–V–vi–IV, a picked guitar arpeggio, an
// electric piano's chords, a bell tune and a plucked bass over four-on-the-floor with claps and
// hats, in a small room. 'great' (激昂, rousing): D minor, i–VI–III–VII, a brass section that
// swells, a horn line, a driving string ostinato split left and right, over taiko-like drums
// with a fill, in a hall.
import { addRoom, type Room } from './reverb';
import { Mix, SAMPLE_RATE } from './synth';
import { encodeWav } from '../shared/wav';
import { createRandom, type Random } from '../shared/random';

export const MUSIC_SECONDS = 4;
const BEAT = 0.5;
/** How far a played note strays from the grid, in seconds (a tight player's). */
const LOOSENESS = 0.007;

/** Chord tones (MIDI) for each half bar, and the bass root. */
interface Chord {
  tones: readonly number[];
  root: number;
}

/** Timing and dynamics as a player's: never exactly on the grid, never twice the same strength. */
class Player {
  private readonly random: Random;

  constructor(seed: number) {
    this.random = createRandom(seed);
  }

  at(time: number): number {
    return Math.max(0, time + this.random.between(-LOOSENESS, LOOSENESS));
  }

  gain(base: number): number {
    return base * this.random.between(0.85, 1.1);
  }
}

const SMALL_ROOM: Room = { size: 0.55, damping: 0.5, wet: 0.9 };
const HALL: Room = { size: 0.82, damping: 0.3, wet: 1.2 };

function cheer(): [Float32Array, Float32Array] {
  const mix = new Mix(MUSIC_SECONDS, 1);
  const player = new Player(11);
  const chords: Chord[] = [
    { tones: [60, 64, 67], root: 36 },
    { tones: [59, 62, 67], root: 43 },
    { tones: [60, 64, 69], root: 45 },
    { tones: [60, 65, 69], root: 41 },
  ];
  const tune = [76, 79, 79, 74, 76, 72, 77, 81];
  chords.forEach((chord, bar) => {
    const at = bar * 2 * BEAT;
    // A picked guitar in sixteenths up and down the chord, an octave up, accented on the beat.
    const pattern = [0, 1, 2, 1, 0, 1, 2, 1];
    pattern.forEach((step, i) =>
      mix.pluck({
        at: player.at(at + i * (BEAT / 4)),
        note: chord.tones[step] + 12,
        gain: player.gain(i % 4 === 0 ? 0.3 : 0.22),
        length: 0.3,
        brightness: i % 4 === 0 ? 0.75 : 0.55,
        pan: -0.4,
      }),
    );
    // A plucked bass in eighths: root, root, octave, root.
    [0, 0, 12, 0].forEach((octave, i) =>
      mix.pluck({
        at: player.at(at + i * (BEAT / 2)),
        note: chord.root + octave,
        gain: player.gain(0.55),
        length: 0.22,
        brightness: 0.3,
      }),
    );
    // The electric piano's chord on the bar and again on its off-beat, softer.
    for (const [offset, strength] of [
      [0, 0.1],
      [1.5 * BEAT, 0.07],
    ] as const)
      for (const tone of chord.tones)
        mix.note({
          at: player.at(at + offset),
          length: offset === 0 ? 1.2 * BEAT : 0.4 * BEAT,
          note: tone,
          gain: player.gain(strength),
          wave: 'epiano',
          decay: 1.6,
          release: 0.15,
          pan: 0.35,
        });
  });
  // The bell tune, high and a little to the right, with a singer's vibrato.
  tune.forEach((note, beat) =>
    mix.note({
      at: player.at(beat * BEAT),
      length: 0.3,
      note,
      gain: player.gain(0.16),
      wave: 'sine',
      decay: 3,
      release: 0.25,
      vibrato: 12,
      pan: 0.15,
    }),
  );
  for (let beat = 0; beat < 8; beat++) {
    mix.kick(beat * BEAT, 0.7);
    if (beat % 2 === 1) mix.snare(player.at(beat * BEAT), player.gain(0.5), 0.05);
    // Hats on the off-beats, a shaker in sixteenths on the other side.
    mix.noise(player.at(beat * BEAT + BEAT / 2), 0.015, player.gain(0.16), 7000, 0.45);
    for (let step = 0; step < 4; step++)
      mix.noise(player.at(beat * BEAT + step * (BEAT / 4)), 0.02, player.gain(step === 2 ? 0.06 : 0.035), 5000, -0.5);
  }
  addRoom(mix.left, mix.right, SMALL_ROOM);
  return mix.master();
}

function great(): [Float32Array, Float32Array] {
  const mix = new Mix(MUSIC_SECONDS, 2);
  const player = new Player(12);
  const chords: Chord[] = [
    { tones: [62, 65, 69], root: 38 },
    { tones: [58, 62, 65], root: 34 },
    { tones: [60, 65, 69], root: 41 },
    { tones: [60, 64, 67], root: 36 },
  ];
  const horn = [74, 77, 77, 76];
  chords.forEach((chord, bar) => {
    const at = bar * 2 * BEAT;
    // The brass section swelling in, brighter bar by bar, spread across the stage.
    chord.tones.forEach((tone, i) =>
      mix.note({
        at: player.at(at),
        length: 2 * BEAT - 0.02,
        note: tone,
        gain: player.gain(0.12),
        wave: 'saw',
        cutoff: 1400 + bar * 400,
        cutoffFrom: 0.3,
        attack: 0.12,
        release: 0.2,
        chorus: 10,
        vibrato: 6,
        pan: (i - 1) * 0.35,
      }),
    );
    mix.note({
      at: player.at(at),
      length: 2 * BEAT - 0.05,
      note: horn[bar],
      gain: player.gain(0.16),
      wave: 'saw',
      cutoff: 2600,
      cutoffFrom: 0.35,
      attack: 0.06,
      release: 0.25,
      chorus: 6,
      vibrato: 14,
      pan: 0.2,
    });
    // The string ostinato in sixteenths (root, fifth, octave, fifth), first and second violins
    // left and right, each bowing a little apart from the other.
    const fifth = chord.root + 19;
    [chord.root + 24, fifth, chord.root + 24, fifth + 5].forEach((note, i) => {
      for (let repeat = 0; repeat < 2; repeat++)
        for (const pan of [-0.55, 0.55])
          mix.note({
            at: player.at(at + (repeat * 4 + i) * (BEAT / 4)),
            length: 0.09,
            note,
            gain: player.gain(i === 0 ? 0.075 : 0.06),
            wave: 'saw',
            cutoff: 2200,
            attack: 0.012,
            release: 0.05,
            chorus: 4,
            pan,
          });
    });
    mix.note({
      at,
      length: 2 * BEAT - 0.05,
      note: chord.root,
      gain: 0.3,
      wave: 'saw',
      cutoff: 400,
      cutoffFrom: 0.5,
      attack: 0.02,
      release: 0.1,
    });
  });
  // A cymbal swell at the start, wide.
  mix.noise(0, 0.5, 0.16, 5000, -0.3);
  mix.noise(0, 0.5, 0.16, 5000, 0.3);
  // Taiko-like pattern: boom . boom boom | boom . boom . , a snare on two, four and six, a fill at the end.
  const booms = [0, 1, 1.5, 2, 3, 4, 5, 5.5, 6];
  for (const beat of booms) mix.kick(player.at(beat * BEAT), player.gain(0.8), 55);
  for (const beat of [1, 3, 5]) mix.snare(player.at(beat * BEAT), player.gain(0.55), -0.1);
  [7, 7.25, 7.5, 7.75].forEach((beat, i) => mix.kick(player.at(beat * BEAT), 0.5 + i * 0.1, 70 + i * 15));
  addRoom(mix.left, mix.right, HALL);
  return mix.master();
}

const tracks: Readonly<Record<string, () => [Float32Array, Float32Array]>> = { cheer, great };

const made = new Map<string, Uint8Array>();

/** The track as a stereo WAV file (made once per thread). */
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
