// The stand-in's admin endpoints (/mock/switches, /mock/reset) change the whole world for
// every caller, so a page on another site must not be able to reach them. A cross-site form
// or `fetch(…, {mode: 'no-cors'})` can only send a "simple" request (text/plain, form
// encoded, multipart) and always carries its Origin / Sec-Fetch-Site; a JSON request from
// another origin needs a CORS preflight the stand-in never grants. So a change is taken only
// when it is JSON and comes from this origin or from no browser page at all (a test's fetch,
// curl): anything else is refused before it touches the state.
import { CODES, fail } from './reply';
import type { Handler, MockReply, MockRequest } from './types';

export type AdminRefusal = 'notJson' | 'crossSite';

/** Why a change request must be refused, or null when it may go ahead. */
export function adminRefusal(req: Pick<MockRequest, 'headers' | 'origin'>): AdminRefusal | null {
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return 'crossSite';
  const origin = req.headers.origin;
  if (origin !== undefined && origin !== req.origin) return 'crossSite';
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/json') return 'notJson';
  return null;
}

const REFUSED: Record<AdminRefusal, MockReply> = {
  notJson: fail(415, CODES.badRequest, '管理接口只接受 Content-Type: application/json'),
  crossSite: fail(403, CODES.forbidden, '管理接口只接受本站发出的请求'),
};

/** `handler`, answered only for a JSON request from this origin (see above). */
export function adminOnly(handler: Handler): Handler {
  return (req) => {
    const refusal = adminRefusal(req);
    return refusal ? REFUSED[refusal] : handler(req);
  };
}
