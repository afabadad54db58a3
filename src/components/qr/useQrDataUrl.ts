// A QR code for `text` as an SVG data URL. The qrcode package is loaded on first use, so it
// never sits in the initial bundle. SVG needs no canvas (works in every browser and jsdom).
import { useEffect, useState } from 'react';

export type QrState = { status: 'idle' | 'loading' } | { status: 'ready'; url: string } | { status: 'failed' };

export async function qrDataUrl(text: string): Promise<string> {
  const mod = await import(/* webpackChunkName: "lib-qrcode" */ 'qrcode');
  const toString = mod.toString ?? (mod as unknown as { default: typeof mod }).default.toString;
  const svg = await toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function useQrDataUrl(text: string | null | undefined): QrState {
  // The answer is kept with the text it is for: a new text reads as loading until its own
  // answer arrives, without a synchronous reset in the effect.
  const [answer, setAnswer] = useState<{ text: string; state: QrState } | null>(null);
  useEffect(() => {
    if (!text) return;
    let alive = true;
    qrDataUrl(text).then(
      (url) => alive && setAnswer({ text, state: { status: 'ready', url } }),
      () => alive && setAnswer({ text, state: { status: 'failed' } }),
    );
    return () => {
      alive = false;
    };
  }, [text]);
  if (!text) return { status: 'idle' };
  return answer?.text === text ? answer.state : { status: 'loading' };
}
