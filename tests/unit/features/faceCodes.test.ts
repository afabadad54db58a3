// Codes 4006/4007 (a photo without one clear face, src/rules/faces.ts): the app words them in
// both languages, whatever the server said; the rule decides which photos they are for.
import { describe, expect, it } from 'vitest';
import { codeError, describeError } from '../../../src/services/errors';
import { errors as en } from '../../../src/locales/en/errors';
import { errors as zh } from '../../../src/locales/zh-CN/errors';
import { wordError } from '../../../src/features/errors/wordError';
import { CODES } from '../../../src/rules/errorCodes';
import { checkFaces, faceProblemCode, FACE_MIN_PX } from '../../../src/rules/faces';

const box = (width: number, left = 0): { box: [number, number, number, number] } => ({ box: [left, 0, width, width] });

describe('face codes', () => {
  it('are worded by the app in both languages, saying what to change', () => {
    for (const [code, key] of [
      [CODES.noFace, 'noFace'],
      [CODES.severalFaces, 'severalFaces'],
      [CODES.engineBusy, 'engineBusy'],
      [CODES.textLanguage, 'textLanguage'],
    ] as const) {
      const error = describeError(codeError(code, undefined, 'task'));
      expect([wordError(error, zh, 'zh-CN'), wordError(error, en, 'en')]).toEqual([zh[key], en[key]]);
    }
    expect(zh.noFace).toContain('未扣积分');
    expect(en.severalFaces).toMatch(/one person/);
  });
});

describe('checkFaces', () => {
  it('needs a face big enough for avatar, GIF and animation only', () => {
    expect(checkFaces('avatar', [])).toEqual({ kind: 'noFace' });
    expect(checkFaces('gif', [box(FACE_MIN_PX - 1)])).toEqual({ kind: 'noFace' });
    expect(checkFaces('animation', [box(120)])).toBeNull();
    expect(checkFaces('video3d', [])).toBeNull();
    expect(checkFaces('cartoon', [])).toBeNull();
  });

  it('refuses two people of about one size, takes small faces far behind', () => {
    expect(checkFaces('avatar', [box(200), box(150, 300)])).toEqual({ kind: 'severalFaces', count: 2 });
    expect(checkFaces('avatar', [box(200), box(60, 300)])).toBeNull();
    expect(faceProblemCode({ kind: 'noFace' })).toBe(4006);
    expect(faceProblemCode({ kind: 'severalFaces', count: 2 })).toBe(4007);
  });
});
