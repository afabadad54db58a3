// The store keeps codes, the view words them (issue 19, point 5): each kind of failure in
// both languages, the server's own sentence only in Chinese, and no locale in the layers
// that make failures (models, services, the core).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FAILURE_REASONS } from '../../../src/rules/wire/endpoints';
import { ApiError, codeError, describeError, malformed } from '../../../src/services/errors';
import { errors as en } from '../../../src/locales/en/errors';
import { errors as zh } from '../../../src/locales/zh-CN/errors';
import { wordError } from '../../../src/features/errors/wordError';

const both = (error: unknown) => [wordError(error, zh, 'zh-CN'), wordError(error, en, 'en')];

describe('wordError', () => {
  it('says what the server said only in Chinese, and our sentence for what failed otherwise', () => {
    const error = describeError(codeError(4021, '积分商品已下架', 'buy'));
    expect(error).toEqual({ code: 4021, params: { reason: 'buy', said: '积分商品已下架' } });
    expect(both(error)).toEqual(['积分商品已下架', en.buy]);
    // An English internal text from the server is never kept.
    expect(describeError(codeError(5, 'NullPointerException', 'buy'))).toEqual({ code: 5, params: { reason: 'buy' } });
  });

  it('words every reason in both languages', () => {
    for (const reason of FAILURE_REASONS) {
      expect(both(new ApiError(1, { reason }))).toEqual([zh[reason], en[reason]]);
    }
  });

  it('words client failures by their code, an HTTP failure by its status, anything else as unknown', () => {
    expect(both(new ApiError('timeout'))).toEqual([zh.timeout, en.timeout]);
    expect(both(new ApiError('network'))).toEqual([zh.network, en.network]);
    expect(both(new ApiError('aborted'))).toEqual([zh.aborted, en.aborted]);
    expect(both(new ApiError('http', {}, 503))).toEqual([zh.http(503), en.http(503)]);
    expect(both(new ApiError('network', { reason: 'mediaUnreadable' }))).toEqual([zh.mediaUnreadable, en.mediaUnreadable]);
    expect(both(new Error('boom'))).toEqual([zh.unknown, en.unknown]);
    expect(both({ code: 'unknown' })).toEqual([zh.unknown, en.unknown]);
  });

  it('names where an answer was malformed and what was expected there', () => {
    expect(both(malformed('GET /v1/account/info: data.points', 'number'))).toEqual([
      zh.malformedAt(`GET /v1/account/info: data.points ${zh.expected.number}`),
      en.malformedAt(`GET /v1/account/info: data.points ${en.expected.number}`),
    ]);
    expect(wordError(malformed('x: data.kind', 'oneOf', 'a/b'), zh, 'zh-CN')).toBe(
      zh.malformedAt(`x: data.kind ${zh.expected.oneOf('a/b')}`),
    );
    expect(both(new ApiError('malformed'))).toEqual([zh.malformed, en.malformed]);
  });
});

describe('the layers that make failures', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  it('import no locale: src/models, src/services and src/app keep codes, the view words them', () => {
    const wording = ['src/models', 'src/services', 'src/app']
      .flatMap(files)
      .filter((file) => /from '[^']*locales\//.test(readFileSync(file, 'utf8')));
    expect(wording).toEqual([]);
  });
});
