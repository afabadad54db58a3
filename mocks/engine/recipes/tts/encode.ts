// A voice's WAV to the MP3 the app plays (browsers and WeChat play MP3 best): the voice's lift
// and colour, trailing silence trimmed, level evened and limited, mono at the engine's own rate
// (eSpeak's 22 050 Hz, Flite's 16 000). (Resampling to 44.1 kHz added no sound, as neither makes
// anything above its rate's half, and doubled LAME's work: MP3 encoding was most of a text's time.)
import { runFfmpeg } from '../../adapters/ffmpeg';
import { wavSampleRate } from '../../adapters/speech';
import type { Voice } from './voices';

function filtersFor(voice: Voice, rate: number): string[] {
  const lift =
    voice.lift === 1
      ? []
      : [`asetrate=${Math.round(rate * voice.lift)}`, `aresample=${rate}`, `atempo=${(1 / voice.lift).toFixed(4)}`];
  return [
    ...lift,
    'highpass=f=70',
    ...voice.colour,
    // The engines end with up to a second of silence; keep 0.3 s of it.
    'areverse',
    'silenceremove=start_periods=1:start_threshold=-50dB',
    'areverse',
    // (This ffmpeg's apad counts samples, not seconds.)
    `apad=pad_len=${Math.round(rate * 0.3)}`,
    'dynaudnorm=f=150:g=15:p=0.9',
    'alimiter=limit=0.95',
    // Timestamps counted afresh: after areverse they run backwards and the MP3 muxer complains.
    'asetpts=N/SR/TB',
  ];
}

export async function speechToMp3(wav: Uint8Array, voice: Voice): Promise<Uint8Array> {
  const rate = wavSampleRate(wav);
  const { stdout } = await runFfmpeg(
    [
      '-i',
      'pipe:0',
      '-af',
      filtersFor(voice, rate).join(','),
      '-ar',
      String(rate),
      '-ac',
      '1',
      '-c:a',
      'libmp3lame',
      '-b:a',
      '64k',
      // LAME's quality 7 ("fast"): 60% of the default's CPU; 64 kb/s leaves speech band-limited
      // to 11 kHz room to spare (its error against the source measured no worse).
      '-compression_level',
      '7',
      '-f',
      'mp3',
      'pipe:1',
    ],
    wav,
  );
  return stdout;
}
