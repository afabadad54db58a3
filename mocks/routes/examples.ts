// Example list (product host) and the media behind its signed URLs.
import type { ExampleListAnswer } from '../../src/rules/wire/types';
import { allExampleLabels } from '../../src/rules/catalog';
import { exampleKey, exampleMedia } from '../media/catalog';
import { ok } from '../server/reply';
import { checkSignature, MEDIA_PREFIX, signedUrl } from '../server/sign';
import { getMedia } from '../server/mediaStore';
import { mediaReply } from '../server/mediaReply';
import type { ApiHandler, Handler } from '../server/types';
import { standIn } from '../server/endpoints';

const LABELS: ReadonlySet<string> = new Set(allExampleLabels());

const list: ApiHandler<ExampleListAnswer> = (req) =>
  ok({
    signUrl: [...LABELS].map((label) => {
      const key = exampleKey(label);
      return { key, signUrl: signedUrl(req.origin, key) };
    }),
  });

const text = (status: number, body: string) => ({ status, body, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

const media: Handler<string | Buffer> = async (req) => {
  let key: string;
  try {
    key = decodeURIComponent(req.path.slice(MEDIA_PREFIX.length));
  } catch {
    return text(400, '链接无效');
  }
  const signed = checkSignature(key, req.query.expires, req.query.sign);
  if (!signed.ok) return text(403, signed.reason);
  const found = getMedia(key) ?? (await exampleMedia(key, LABELS));
  if (!found) return text(404, '文件不存在');
  // Length, ETag and byte ranges (server/mediaReply.ts): a player knows the duration and seeks.
  return mediaReply(req, found, { 'Cache-Control': 'private, max-age=600' });
};

export default standIn({ listExamples: list }, { 'GET /mock/media/*': media });
