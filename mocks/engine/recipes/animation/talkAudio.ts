// The talking animation's sound: the same short line the lips say (../motion/talkLine.ts), spoken
// by the engine's own voice and laid on the line's timing, so lips and sound agree. Each phrase
// (the words between the line's pauses) is spoken on its own, its silences cut, stretched or
// squeezed at the same pitch to the phrase's span on the timeline, and placed where the mouth
// starts it; silence before, between and after. The voice is a woman's or a man's by the face
// when faceres is sure, else a middle one.
import { type FaceTraits, SURE_OF_GENDER } from '../../adapters/faces';
import { retimeSpeech } from '../../adapters/ffmpeg';
import { speakFlite, type FliteOptions } from '../../adapters/flite';
import { speak, type SpeechOptions } from '../../adapters/speech';
import type { TalkLine, TalkSyllable } from '../motion/talkLine';
import { encodeWav } from '../shared/wav';

/** The talk's voice: eSpeak NG for Chinese, Flite's recorded voices for English. */
export type TalkVoice = ({ engine: 'espeak' } & SpeechOptions) | ({ engine: 'flite' } & FliteOptions);

export type Speaker = 'woman' | 'man' | 'unsure';

/** The one rate the talk's audio is laid out at (eSpeak's own; Flite's 16 kHz is resampled). */
export const TALK_SAMPLE_RATE = 22_050;

/** Loudest sample of the finished line: −3 dBFS, as loud as speech is read without clipping. */
const PEAK = 0.7;
/** A phrase is stretched or squeezed at most this much; beyond it the words would blur or drag. */
const MOST_RETIMED = 2;

/** Whom the voice is for, from faceres's reading of the face (null: no reading). */
export function speakerOf(traits: FaceTraits | null): Speaker {
  if (!traits || traits.genderScore < SURE_OF_GENDER) return 'unsure';
  return traits.gender === 'female' ? 'woman' : 'man';
}

/** The voice for a speaker in the line's language (the voices of the tts tool, recipes/tts/voices.ts). */
export function talkVoice(language: TalkLine['language'], speaker: Speaker): TalkVoice {
  if (language === 'en') {
    if (speaker === 'woman') return { engine: 'flite', voice: 'slt' };
    if (speaker === 'man') return { engine: 'flite', voice: 'rms' };
    // Unsure of the face (as faceres is of the sample man's): neither a woman's nor a man's
    // voice, but the woman's lowered to a middle pitch (about 190 Hz to 145), as the Chinese
    // plain voice is. Flite's rms does not follow a pitch target; slt does.
    return { engine: 'flite', voice: 'slt', pitchHz: 145 };
  }
  if (speaker === 'woman') return { engine: 'espeak', voice: 'cmn', variant: 'f2', pitch: 58, speed: 165, amplitude: 110 };
  if (speaker === 'man') return { engine: 'espeak', voice: 'cmn', variant: 'm2', pitch: 45, speed: 165, amplitude: 120 };
  return { engine: 'espeak', voice: 'cmn', pitch: 52, speed: 165, amplitude: 115 };
}

/** The samples between the first and last that rise above a whisper (the voice's own silences cut). */
function trimSilence(samples: Float32Array): Float32Array {
  let loudest = 0;
  for (const sample of samples) loudest = Math.max(loudest, Math.abs(sample));
  const floor = 0.04 * loudest;
  let start = 0;
  while (start < samples.length && Math.abs(samples[start]) <= floor) start++;
  let end = samples.length;
  while (end > start && Math.abs(samples[end - 1]) <= floor) end--;
  return samples.subarray(start, end);
}

export interface Phrase {
  text: string;
  startS: number;
  endS: number;
}

/** Syllables grouped where the line pauses (a gap between one's end and the next's start). */
function syllableGroups(syllables: readonly TalkSyllable[]): TalkSyllable[][] {
  const groups: TalkSyllable[][] = [];
  for (const syllable of syllables) {
    const group = groups.at(-1);
    const last = group?.at(-1);
    if (group && last && syllable.startS - (last.startS + last.seconds) < 0.02) group.push(syllable);
    else groups.push([syllable]);
  }
  return groups;
}

/**
 * The line's phrases with their span on the timeline: its text cut at its punctuation, one
 * piece per pause of the syllables; a line whose pieces and pauses do not match is one phrase.
 */
export function phrasesOf(line: TalkLine): Phrase[] {
  const groups = syllableGroups(line.syllables);
  if (groups.length === 0) return [];
  const pieces = line.text
    .split(/[，,。.！!？?；;：:、]+/)
    .map((piece) => piece.trim())
    .filter((piece) => piece.length > 0);
  const span = (group: readonly TalkSyllable[]) => {
    const last = group[group.length - 1];
    return { startS: group[0].startS, endS: last.startS + last.seconds };
  };
  if (pieces.length !== groups.length) return [{ text: line.text, ...span(groups.flat()) }];
  return groups.map((group, index) => ({ text: pieces[index], ...span(group) }));
}

function speakWith(text: string, voice: TalkVoice): Promise<Uint8Array> {
  if (voice.engine === 'flite') {
    const { engine: _flite, ...options } = voice;
    return speakFlite(text, options);
  }
  const { engine: _espeak, ...options } = voice;
  return speak(text, options);
}

/**
 * The line spoken in `voice` on its own timing, `clipSeconds` long, as a 16-bit mono WAV at
 * TALK_SAMPLE_RATE: each phrase starts when the lips start it and ends when they stop.
 */
export async function speakTalkLine(line: TalkLine, voice: TalkVoice, clipSeconds: number): Promise<Uint8Array> {
  const track = new Float32Array(Math.round(clipSeconds * TALK_SAMPLE_RATE));
  for (const phrase of phrasesOf(line)) {
    const said = await speakWith(phrase.text, voice);
    // Resampled to the track's rate as it is, to measure the voice's own length.
    const own = trimSilence(await retimeSpeech(said, 1, TALK_SAMPLE_RATE));
    if (own.length === 0) continue;
    const ownS = own.length / TALK_SAMPLE_RATE;
    const factor = Math.min(MOST_RETIMED, Math.max(1 / MOST_RETIMED, (phrase.endS - phrase.startS) / ownS));
    const fitted = await retimeSpeech(encodeWav(own, TALK_SAMPLE_RATE), factor, TALK_SAMPLE_RATE);
    const at = Math.min(track.length, Math.round(phrase.startS * TALK_SAMPLE_RATE));
    track.set(fitted.subarray(0, track.length - at), at);
  }
  let loudest = 0;
  for (const sample of track) loudest = Math.max(loudest, Math.abs(sample));
  if (loudest > 0) for (let index = 0; index < track.length; index++) track[index] *= PEAK / loudest;
  return encodeWav(track, TALK_SAMPLE_RATE);
}
