// Sample wire data shared by unit and integration tests: one place to read what a valid
// answer looks like (shapes from src/services/types.ts).
import type { Auth } from '../../src/services/auth';
import type { AccountInfo, Goods, Resource, TemplateListAnswer, Trade } from '../../src/services/types';

// The test API host lives in nock.ts.
export { API_HOST } from './nock';

/** A login that stays valid for an hour from the real clock. */
export function validAuth(overrides: Partial<Auth> = {}): Auth {
  return { type: 'Bearer', token: 'tok-1', expire: Date.now() + 3_600_000, ...overrides };
}

export const info: AccountInfo = {
  points: 120,
  phone: '13800000000',
  avatar: 'http://cdn.test/a.png',
  type: 1,
  expireDate: '2030-01-01',
  id: 'u-42',
};

export function resource(resId: string, overrides: Partial<Resource> = {}): Resource {
  return {
    resId,
    typ: 'avatar',
    kind: 'image',
    style: 'pixar',
    status: 'done',
    url: `http://cdn.test/${resId}.png`,
    source: 'http://cdn.test/src.png',
    cost: 10,
    createdAt: 1_700_000_000_000,
    ...overrides,
  };
}

export const goods: Goods[] = [
  { id: 'g1', name: '100 积分', price: 600, points: 100, desc: '' },
  { id: 'g2', name: '500 积分', price: 2500, points: 500, desc: '' },
];

export function trade(overrides: Partial<Trade> = {}): Trade {
  return {
    tradeNo: 'T-1',
    goodsId: 'g1',
    amount: 600,
    points: 100,
    payUrl: 'http://pay.test/T-1',
    status: 'pending',
    ...overrides,
  };
}

/** Covers every §4 split rule: expression, animation, avatar channel, and an entry that is none. */
export const templateAnswer: TemplateListAnswer = {
  animation: [
    { action: 'expression', mode: 'smile', channel: 'gif' },
    { action: 'animation', mode: 'talk', channel: 'video' },
    { action: 'other', mode: 'x', channel: 'misc' },
  ],
  avatar: [{ channel: 'avatar', mode: 'pixar' }],
};

/** The avatar templates the workspace tests start with: one style, 10 points. */
export const avatarTemplates = {
  GifTpls: [],
  GifMode2Label: {},
  AnimationTpls: [],
  AnimationMode2Label: {},
  AvatarTpls: [{ channel: 'avatar', mode: 'pix/pixar', label: '皮克斯风', cost: 10 }],
};

/** The Authorization of the kit's signed-in stores, for nock's reqheaders. */
export const AUTH = { reqheaders: { authorization: 'Bearer tok-1' } };
