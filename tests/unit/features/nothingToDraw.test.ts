// Code 4009 (a text-to-image prompt with nothing the local engine can draw): the app words it in
// both languages, saying nothing was charged and what can be drawn; it is a refusal the user
// reads, not a fault of the app.
import { describe, expect, it } from 'vitest';
import { codeError, describeError, isExpectedRefusal } from '../../../src/services/errors';
import { errors as en } from '../../../src/locales/en/errors';
import { errors as zh } from '../../../src/locales/zh-CN/errors';
import { wordError } from '../../../src/features/errors/wordError';
import { CODES, REFUSAL_CODES } from '../../../src/rules/errorCodes';

describe('code 4009 nothingToDraw', () => {
  it('is worded by the app in both languages, saying what it can draw and that nothing was charged', () => {
    const error = describeError(codeError(CODES.nothingToDraw, undefined, 'task'));
    expect(wordError(error, zh, 'zh-CN')).toBe(zh.nothingToDraw);
    expect(wordError(error, en, 'en')).toBe(en.nothingToDraw);
    expect(zh.nothingToDraw).toMatch(/我能画：.*动物/);
    expect(zh.nothingToDraw).toContain('未扣积分');
    expect(en.nothingToDraw).toMatch(/I can draw: .*animals/);
    expect(en.nothingToDraw).toMatch(/nothing was made or charged/);
  });

  it('is a refusal the user reads, not an error of the app', () => {
    expect(CODES.nothingToDraw).toBe(4009);
    expect(REFUSAL_CODES).toContain(4009);
    expect(isExpectedRefusal(codeError(4009, '这段描述里没有我能画的东西', 'task'))).toBe(true);
  });
});
