// The voices of the text-to-speech tool, matched to the catalogue's names (src/locales/*/catalog.ts)
// and to the languages the tool's descriptor declares (src/rules/tools/tts.ts). Chinese is read
// by eSpeak NG, each voice a variant with its own pitch, speed and colour. English is read first
// by Flite's slt (a voice built from a recorded speaker: human-sounding where eSpeak is robotic),
// as a woman and as a child; eSpeak's English stays a choice. A child is not a woman sped up: her
// pitch is set on its own to a child's (about 280 Hz), her pace slowed, and her formants raised
// by a smaller lift by resampling, as a smaller vocal tract would (children's formants sit 15–25 %
// above a woman's). eSpeak has no child voice: its Chinese child starts from a female variant
// whose formants are already raised (f4, 115–130 % of a man's).
import type { FliteOptions } from '../../adapters/flite';
import type { SpeechOptions } from '../../adapters/speech';

export type VoiceSpeech = ({ engine: 'espeak' } & SpeechOptions) | ({ engine: 'flite' } & FliteOptions);

export interface Voice {
  speech: VoiceSpeech;
  /** Formant and pitch lift by resampling, 1 = none (the length is kept). */
  lift: number;
  /** ffmpeg filters that give the voice its colour, applied after the lift. */
  colour: readonly string[];
}

export const voices: Readonly<Record<string, Voice>> = {
  // 女声·温柔 (female, gentle): a soft variant, unhurried, the top rolled off.
  'ttsch/0': {
    speech: { engine: 'espeak', voice: 'cmn', variant: 'f2', pitch: 55, speed: 150, amplitude: 110 },
    lift: 1,
    colour: ['lowpass=f=6500'],
  },
  // 男声·沉稳 (male, calm): the darkest male variant, low and slow.
  'ttsch/2': {
    speech: { engine: 'espeak', voice: 'cmn', variant: 'm7', pitch: 32, speed: 140, amplitude: 120 },
    lift: 1,
    colour: ['equalizer=f=180:t=q:w=1:g=3'],
  },
  // 女声·活泼 (female, lively): a bright variant, high and quick.
  'ttsch/3': {
    speech: { engine: 'espeak', voice: 'cmn', variant: 'f5', pitch: 68, speed: 195, amplitude: 110 },
    lift: 1,
    colour: ['equalizer=f=3000:t=q:w=1:g=3'],
  },
  // 男声·阳光 (male, bright): a brighter male variant at a lifted pitch and an easy pace.
  'ttsch/4': {
    speech: { engine: 'espeak', voice: 'cmn', variant: 'm2', pitch: 60, speed: 175, amplitude: 120 },
    lift: 1,
    colour: ['equalizer=f=2500:t=q:w=1:g=2'],
  },
  // 童声·可爱 (child, playful): f4 at a child's pitch (about 280 Hz) and a slower pace than the
  // gentle woman's, lifted 12 % by resampling (see above).
  'ttsch/5': {
    speech: { engine: 'espeak', voice: 'cmn', variant: 'f4', pitch: 88, speed: 140, amplitude: 110 },
    lift: 1.12,
    colour: [],
  },
  // 英文·女声 (English, female): Flite's slt at her own pitch (about 170 Hz), a touch slower
  // than her default (about 180 words a minute).
  'ttsen/0': { speech: { engine: 'flite', voice: 'slt', stretch: 1.1 }, lift: 1, colour: [] },
  // 英文·童声 (English, child): slt's pitch moved up and livened by Flite itself (the formants
  // kept), then the vocal tract made 12 % smaller by resampling; about 275 Hz, 10 % slower.
  'ttsen/2': {
    speech: { engine: 'flite', voice: 'slt', pitchHz: 250, pitchSpreadHz: 40, stretch: 1.2 },
    lift: 1.12,
    colour: [],
  },
  // 英文·电子音 (English, electronic): eSpeak's English, as it was.
  'ttsen/1': {
    speech: { engine: 'espeak', voice: 'en', variant: 'Annie', pitch: 55, speed: 165, amplitude: 110 },
    lift: 1,
    colour: [],
  },
};
