// The ffmpeg adapter: MP4 (H.264 + AAC) from frames and a sound, MP3 from WAV, checked with
// ffmpeg's own description of the result (ffprobe is not shipped).
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { encodeMp3, encodeMp4, parseMediaInfo, probeMedia, retimeSpeech, runFfmpeg } from './ffmpeg';
import { speak } from './speech';

const pngFrame = (shade: number) =>
  sharp({ create: { width: 161, height: 121, channels: 3, background: { r: shade, g: 90, b: 255 - shade } } })
    .png()
    .toBuffer();

describe('encodeMp4', { timeout: 300_000 }, () => {
  it('makes an MP4 with an H.264 video and an AAC audio stream of the asked length', async () => {
    const frames = await Promise.all(Array.from({ length: 24 }, (_, i) => pngFrame(i * 10)));
    const audio = await speak('你好，欢迎。', { voice: 'cmn' });
    const mp4 = await encodeMp4({ kind: 'png', frames }, { fps: 12, audio, durationS: 2 });
    expect(String.fromCharCode(...mp4.subarray(4, 8))).toBe('ftyp');
    const info = await probeMedia(mp4);
    expect(info.format).toContain('mp4');
    // Odd sides are evened for 4:2:0.
    expect(info.video).toEqual({ codec: 'h264', pixelFormat: 'yuv420p', width: 160, height: 120 });
    expect(info.audio?.codec).toBe('aac');
    expect(info.durationS).toBeGreaterThan(1.9);
    expect(info.durationS).toBeLessThan(2.2);
  });

  it('takes raw RGB frames, and without audio has no audio stream', async () => {
    const frames = Array.from({ length: 10 }, (_, i) => new Uint8Array(64 * 48 * 3).fill(i * 20));
    const mp4 = await encodeMp4({ kind: 'raw', width: 64, height: 48, channels: 3, frames }, { fps: 10 });
    const info = await probeMedia(mp4);
    expect(info.video?.width).toBe(64);
    expect(info.audio).toBeUndefined();
    expect(info.durationS).toBeCloseTo(1, 1);
  });

  it('plays speech once, unfaded, with silence after it to the video’s end', async () => {
    const frames = Array.from({ length: 30 }, (_, i) => new Uint8Array(64 * 48 * 3).fill(i * 8));
    const audio = await speak('你好。', { voice: 'cmn' });
    const mp4 = await encodeMp4(
      { kind: 'raw', width: 64, height: 48, channels: 3, frames },
      { fps: 10, durationS: 3, audio, audioKind: 'speech' },
    );
    const { stdout } = await runFfmpeg(['-i', 'pipe:0', '-vn', '-ac', '1', '-ar', '8000', '-f', 'f32le', 'pipe:1'], mp4);
    const sound = new Float32Array(stdout.slice().buffer);
    const rms = (from: number, to: number) =>
      Math.sqrt(sound.subarray(from * 8000, to * 8000).reduce((sum, value) => sum + value * value, 0) / ((to - from) * 8000));
    expect(sound.length / 8000).toBeGreaterThan(2.9);
    expect(rms(0, 0.8)).toBeGreaterThan(0.01);
    // Not looped: the greeting (under a second) is not heard again in the last second.
    expect(rms(2, 3)).toBeLessThan(0.001);
  });

  it('fails with ffmpeg’s words when the frames are not images', async () => {
    await expect(encodeMp4({ kind: 'png', frames: [new Uint8Array([1, 2, 3])] }, { fps: 1 })).rejects.toThrow(/ffmpeg/);
  });
});

describe('encodeMp3', { timeout: 300_000 }, () => {
  it('turns speech into an MP3 of the same length', async () => {
    const wav = await speak('今天天气很好。', { voice: 'cmn' });
    const mp3 = await encodeMp3(wav);
    const info = await probeMedia(mp3);
    expect(info.format).toBe('mp3');
    expect(info.audio?.codec).toBe('mp3');
    expect(info.durationS).toBeGreaterThan(1);
    expect(mp3.byteLength).toBeLessThan(wav.byteLength);
  });
});

describe('retimeSpeech', { timeout: 300_000 }, () => {
  it('makes speech twice as long, or half, as samples at the asked rate', async () => {
    const wav = await speak('今天天气很好。', { voice: 'cmn' });
    const own = await retimeSpeech(wav, 1, 16_000);
    const longer = await retimeSpeech(wav, 2, 16_000);
    const shorter = await retimeSpeech(wav, 0.5, 16_000);
    expect(longer.length / own.length).toBeGreaterThan(1.9);
    expect(longer.length / own.length).toBeLessThan(2.1);
    expect(shorter.length / own.length).toBeGreaterThan(0.45);
    expect(shorter.length / own.length).toBeLessThan(0.55);
    expect(Math.max(...longer.map(Math.abs))).toBeGreaterThan(0.1);
  });
});

describe('parseMediaInfo', { timeout: 300_000 }, () => {
  it('reads length and streams from ffmpeg’s description', () => {
    const text = `Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'x':
  Duration: 00:01:02.50, start: 0.000000, bitrate: 5 kb/s
  Stream #0:0[0x1](und): Video: h264 (High) (avc1 / 0x31637661), yuv420p(progressive), 640x480, 3 kb/s, 12 fps
  Stream #0:1[0x2](und): Audio: aac (LC) (mp4a / 0x6134706D), 44100 Hz, stereo, fltp, 128 kb/s`;
    expect(parseMediaInfo(text)).toEqual({
      durationS: 62.5,
      video: { codec: 'h264', pixelFormat: 'yuv420p', width: 640, height: 480 },
      audio: { codec: 'aac' },
      format: 'mov,mp4,m4a,3gp,3g2,mj2',
    });
  });
});
