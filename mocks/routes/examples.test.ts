import { describe, expect, it } from 'vitest';
import type { ExampleListAnswer, TemplateListAnswer } from '../../src/rules/wire/types';
import { allExampleLabels, TOOLS } from '../../src/rules/catalog';
import { labelOf } from '../../src/models/examples';
import { configureMock } from '../server/config';
import { advanceMockClock } from '../server/state';
import { useMockServer } from '../server/testClient';

const mock = useMockServer();

async function examples() {
  return (await mock.call<ExampleListAnswer>('GET', '/usee/v1/example/list')).body.data.signUrl;
}

describe('example list', () => {
  it('has a signed URL for every label of the catalogue, and the media behind each is real', async () => {
    const items = await examples();
    expect(items.map((i) => labelOf(i.key)).sort()).toEqual(allExampleLabels().sort());
    const kinds = new Map<string, string>();
    for (const item of items) {
      const res = await fetch(item.signUrl);
      expect(res.status, item.key).toBe(200);
      const bytes = Buffer.from(await res.arrayBuffer());
      const type = res.headers.get('content-type') ?? '';
      kinds.set(type, item.key);
      if (type === 'image/gif') expect(bytes.subarray(0, 6).toString()).toBe('GIF89a');
      if (type === 'video/webm') expect(bytes.readUInt32BE(0)).toBe(0x1a45dfa3);
      if (type === 'audio/wav') expect(bytes.subarray(8, 12).toString()).toBe('WAVE');
      if (type === 'image/svg+xml') expect(bytes.toString()).toContain('<svg');
    }
    expect([...kinds.keys()].sort()).toEqual(['audio/wav', 'image/gif', 'image/svg+xml', 'video/webm']);
  });

  it('an animated example GIF has several frames', async () => {
    const gif = (await examples()).find((i) => i.key === 'example/gif/talk/after.gif');
    const bytes = Buffer.from(await (await fetch(gif!.signUrl)).arrayBuffer());
    const frames = bytes.toString('latin1').split('\x21\xf9\x04').length - 1;
    expect(frames).toBeGreaterThan(1);
  });

  it('refuses a tampered signature, a changed key, a missing signature and an expired URL (403)', async () => {
    const [item] = await examples();
    const url = new URL(item.signUrl);
    const tampered = new URL(url);
    const sign = url.searchParams.get('sign')!;
    // Flip the last hex digit, so the signature always changes.
    tampered.searchParams.set('sign', `${sign.slice(0, -1)}${sign.endsWith('0') ? '1' : '0'}`);
    const otherKey = new URL(url);
    otherKey.pathname = url.pathname.replace('before', 'after');
    const noSign = new URL(url);
    noSign.search = '';
    for (const bad of [tampered, otherKey, noSign]) expect((await fetch(bad)).status, bad.href).toBe(403);
    advanceMockClock(3601_000);
    const expired = await fetch(url);
    expect(expired.status).toBe(403);
    expect(await expired.text()).toBe('链接已过期');
  });

  it('signed URLs honour the configured lifetime', async () => {
    configureMock({ signTtlS: 10 });
    const [item] = await examples();
    advanceMockClock(11_000);
    expect((await fetch(item.signUrl)).status).toBe(403);
  });

  it('a validly signed key that names no media is 404', async () => {
    const { signedUrl } = await import('../server/sign');
    expect((await fetch(signedUrl(mock.origin(), 'example/avatar/nope/after.svg'))).status).toBe(404);
  });
});

describe('templates', () => {
  it('answers expression, animation and avatar entries with Chinese labels and costs', async () => {
    const data = (await mock.call<TemplateListAnswer>('GET', '/usee/v1/alg/template/latest')).body.data;
    const expression = data.animation.filter((e) => e.action === 'expression');
    const animation = data.animation.filter((e) => e.action === 'animation');
    expect(expression.map((e) => e.mode)).toEqual([...TOOLS.gif.styles]);
    expect(animation.map((e) => e.mode)).toEqual([...TOOLS.animation.styles]);
    expect(data.avatar.map((e) => e.mode)).toEqual([...TOOLS.avatar.styles]);
    expect(data.avatar.every((e) => e.channel === 'avatar')).toBe(true);
    for (const entry of [...data.animation, ...data.avatar]) {
      expect(entry.label).toMatch(/\p{Unified_Ideograph}/u);
      expect(entry.cost).toBeGreaterThan(0);
    }
    expect((await fetch(data.avatar[0].cover!)).status).toBe(200);
  });
});
