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
  const [state, setState] = useState<QrState>({ status: 'idle' });
  useEffect(() => {
    if (!text) {
      setState({ status: 'idle' });
      return;
    }
    let alive = true;
    setState({ status: 'loading' });
    qrDataUrl(text).then(
      (url) => alive && setState({ status: 'ready', url }),
      () => alive && setState({ status: 'failed' }),
    );
    return () => {
      alive = false;
    };
  }, [text]);
  return state;
}
