// Signed media URLs, like an object store's: /mock/media/<key>?expires=<epoch s>&sign=<hmac>.
// The signature covers the key and the expiry, so neither can be changed.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { mockConfig } from './config';
import { now } from './state';

export const MEDIA_PREFIX = '/mock/media/';

function signature(key: string, expires: number): string {
  return createHmac('sha256', mockConfig().signSecret).update(`${key}\n${expires}`).digest('hex');
}

export function signedUrl(origin: string, key: string, ttlS: number = mockConfig().signTtlS): string {
  const expires = Math.floor(now() / 1000) + ttlS;
  const path = key.split('/').map(encodeURIComponent).join('/');
  return `${origin}${MEDIA_PREFIX}${path}?expires=${expires}&sign=${signature(key, expires)}`;
}

export type SignCheck = { ok: true } | { ok: false; reason: string };

export function checkSignature(key: string, expiresRaw: string | undefined, sign: string | undefined): SignCheck {
  const expires = Number(expiresRaw);
  if (!expiresRaw || !Number.isInteger(expires) || !sign) return { ok: false, reason: '缺少签名' };
  const expected = Buffer.from(signature(key, expires), 'hex');
  const given = Buffer.from(sign, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: '签名无效' };
  if (expires * 1000 <= now()) return { ok: false, reason: '链接已过期' };
  return { ok: true };
}
