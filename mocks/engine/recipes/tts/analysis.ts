// Measures of a recording for tests and the bench: decoded by ffmpeg to 16-bit mono PCM, its
// median pitch (autocorrelation over voiced windows).
import { runFfmpeg } from '../../adapters/ffmpeg';

export const ANALYSIS_RATE = 16000;

export async function decodePcm(audio: Uint8Array): Promise<Int16Array> {
  const { stdout } = await runFfmpeg(['-i', 'pipe:0', '-f', 's16le', '-ac', '1', '-ar', String(ANALYSIS_RATE), 'pipe:1'], audio);
  return new Int16Array(stdout.buffer, stdout.byteOffset, Math.floor(stdout.byteLength / 2));
}

/** Median fundamental frequency in Hz of the voiced windows (60–500 Hz), 0 when none is voiced. */
export function medianPitch(samples: Int16Array): number {
  const window = 640;
  const shortest = Math.floor(ANALYSIS_RATE / 500);
  const longest = Math.ceil(ANALYSIS_RATE / 60);
  const found: number[] = [];
  for (let start = 0; start + window + longest < samples.length; start += window) {
    let energy = 0;
    for (let i = 0; i < window; i++) energy += samples[start + i] ** 2;
    if (energy / window < 1000 ** 2) continue;
    let best = 0;
    let bestLag = 0;
    for (let lag = shortest; lag <= longest; lag++) {
      let product = 0;
      let lagged = 0;
      for (let i = 0; i < window; i++) {
        product += samples[start + i] * samples[start + i + lag];
        lagged += samples[start + i + lag] ** 2;
      }
      const correlation = product / (Math.sqrt(energy * lagged) + 1);
      if (correlation > best) {
        best = correlation;
        bestLag = lag;
      }
    }
    if (best > 0.6) found.push(ANALYSIS_RATE / bestLag);
  }
  found.sort((a, b) => a - b);
  return found.length ? found[Math.floor(found.length / 2)] : 0;
}
