// PCM samples (−1…1) as a 16-bit WAV file, mono or stereo: the form ffmpeg takes the 3D video's
// music (stereo) and the talking animation's speech in, and the stand-in's tone samples
// (mocks/media/wav.ts). The one WAV writer of the stand-in.

/** One channel's samples, or several of the same length (left, right), interleaved into the file. */
export function encodeWav(channels: Float32Array | readonly Float32Array[], sampleRate: number): Uint8Array {
  const planes = channels instanceof Float32Array ? [channels] : channels;
  const frames = planes[0]?.length ?? 0;
  const count = planes.length;
  const samples = new Float32Array(frames * count);
  for (let c = 0; c < count; c++) for (let i = 0; i < frames; i++) samples[i * count + c] = planes[c][i];
  const bytes = new Uint8Array(44 + samples.length * 2);
  const view = new DataView(bytes.buffer);
  const text = (offset: number, value: string) => {
    for (let i = 0; i < value.length; i++) bytes[offset + i] = value.charCodeAt(i);
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, count, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2 * count, true);
  view.setUint16(32, 2 * count, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  for (let i = 0; i < samples.length; i++) {
    const v = Math.max(-1, Math.min(1, samples[i]));
    view.setInt16(44 + i * 2, Math.round(v * 32767), true);
  }
  return bytes;
}
