// The six voices of the text-to-speech tool, each an eSpeak NG voice variant with its own pitch,
// speed and colour, matched to the catalogue's names (src/locales/*/catalog.ts). eSpeak has no
// child voice: a female variant is lifted by resampling (formants and pitch rise together, as
// in a smaller vocal tract) and slowed back to its length.
import type { SpeechOptions } from '../../adapters/speech';

export interface Voice {
  speech: SpeechOptions;
  /** Formant and pitch lift by resampling, 1 = none (the length is kept). */
  lift: number;
  /** ffmpeg filters that give the voice its colour, applied after the lift. */
  colour: readonly string[];
}

export const voices: Readonly<Record<string, Voice>> = {
  // 女声·温柔 (female, gentle): a soft variant, unhurried, the top rolled off.
  'ttsch/0': {
    speech: { voice: 'cmn', variant: 'f2', pitch: 55, speed: 150, amplitude: 110 },
    lift: 1,
    colour: ['lowpass=f=6500'],
  },
  // 男声·沉稳 (male, calm): the darkest male variant, low and slow.
  'ttsch/2': {
    speech: { voice: 'cmn', variant: 'm7', pitch: 32, speed: 140, amplitude: 120 },
    lift: 1,
    colour: ['equalizer=f=180:t=q:w=1:g=3'],
  },
  // 女声·活泼 (female, lively): a bright variant, high and quick.
  'ttsch/3': {
    speech: { voice: 'cmn', variant: 'f5', pitch: 68, speed: 195, amplitude: 110 },
    lift: 1,
    colour: ['equalizer=f=3000:t=q:w=1:g=3'],
  },
  // 男声·阳光 (male, bright): a brighter male variant at a lifted pitch and an easy pace.
  'ttsch/4': {
    speech: { voice: 'cmn', variant: 'm2', pitch: 60, speed: 175, amplitude: 120 },
    lift: 1,
    colour: ['equalizer=f=2500:t=q:w=1:g=2'],
  },
  // 童声·可爱 (child, playful): a female variant lifted a fifth-ish by resampling.
  'ttsch/5': { speech: { voice: 'cmn', variant: 'f4', pitch: 80, speed: 165, amplitude: 110 }, lift: 1.25, colour: [] },
  // 英文·女声 (English, female).
  'ttsen/0': { speech: { voice: 'en', variant: 'Annie', pitch: 55, speed: 165, amplitude: 110 }, lift: 1, colour: [] },
};
