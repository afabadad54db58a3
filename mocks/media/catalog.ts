// Which media answers each example label: drawn SVG pictures, generated GIFs, and the
// committed WebM videos and WAV voice samples in mocks/media/files/ (made by generate.ts).
// A label with no committed file falls back to something generated, so every label of
// allExampleLabels() always has media.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { faceSvg, landscapeSvg } from './drawings';
import { exampleGif } from './exampleGifs';
import { toneWav } from './wav';
import { exampleBases } from '../../src/rules/catalog';

export interface Media {
  mime: string;
  bytes: Buffer;
}

export const FILES_DIR = join(dirname(fileURLToPath(import.meta.url)), 'files');

// Longest first, so 'image/tti' wins over 'image'.
const BASES = exampleBases().sort((a, b) => b.length - a.length);

export interface LabelParts {
  base: string;
  style: string;
  /** 'before' | 'after' | 'tpl' */
  part: string;
}

export function splitLabel(label: string): LabelParts {
  const slash = label.lastIndexOf('/');
  const part = label.slice(slash + 1);
  const head = label.slice(0, slash);
  const base = BASES.find((b) => head === b || head.startsWith(`${b}/`)) ?? '';
  const style = base ? head.slice(base.length + 1) : head;
  return { base, style, part };
}

type Ext = 'svg' | 'gif' | 'webm' | 'wav';

const MIME: Record<Ext, string> = {
  svg: 'image/svg+xml',
  gif: 'image/gif',
  webm: 'video/webm',
  wav: 'audio/wav',
};

function committed(label: string, ext: Ext): string | undefined {
  const file = join(FILES_DIR, `${label}.${ext}`);
  return existsSync(file) ? file : undefined;
}

/** Whether the label is a video (its file extension is .webm when the video is committed). */
export function isVideoLabel(label: string): boolean {
  const { base, part } = splitLabel(label);
  return base === 'video/cartoon' || (base.startsWith('video/') && part === 'after');
}

export function extOf(label: string): Ext {
  if (label.startsWith('gif/')) return 'gif';
  if (label.startsWith('voice/')) return 'wav';
  if (isVideoLabel(label)) return committed(label, 'webm') ? 'webm' : 'gif';
  return 'svg';
}

/** The object key of a label, as the example list answers it. */
export function exampleKey(label: string): string {
  return `example/${label}.${extOf(label)}`;
}

const cache = new Map<string, Promise<Media>>();

async function render(label: string, ext: Ext): Promise<Buffer> {
  const { base, style, part } = splitLabel(label);
  const file = committed(label, ext);
  if (file) return readFileSync(file);
  if (ext === 'wav') return toneWav(style);
  if (ext === 'gif') return exampleGif(style || base, part === 'tpl' || part === 'before');
  // No caption drawn in: the app names the style and the side in the page's language.
  if (base === 'image/tti') return Buffer.from(landscapeSvg(style));
  return Buffer.from(faceSvg(style || base, part === 'before'));
}

/** The media of a key 'example/<label>.<ext>', or undefined when the key names none (each made once). */
export function exampleMedia(key: string, labels: ReadonlySet<string>): Promise<Media | undefined> {
  const match = /^example\/(.+)\.(svg|gif|webm|wav)$/.exec(key);
  if (!match) return Promise.resolve(undefined);
  const [, label, ext] = match as unknown as [string, string, Ext];
  if (!labels.has(label) || extOf(label) !== ext) return Promise.resolve(undefined);
  let media = cache.get(key);
  if (!media) {
    media = render(label, ext).then((bytes) => ({ mime: MIME[ext], bytes }));
    // A failure is not kept: the next request tries again.
    media.catch(() => cache.delete(key));
    cache.set(key, media);
  }
  return media;
}
