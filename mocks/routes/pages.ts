// The "phone side" of WeChat: the QR login page and its scan button, the authorisation page
// of its in-app browser, the payment page and its pay button, and users' avatars. None of these need the app's Authorization.
// The pages speak the language of the app that opened them (server/pageWords.ts).
import QRCode from 'qrcode';
import { avatarSvg } from '../media/drawings';
import { escapeHtml, page as htmlPage, redirect } from '../server/html';
import { pageLocale, pageWords, type PageWords } from '../server/pageWords';
import { payTrade } from '../server/ledger';
import { db } from '../db/current';
import { accountForOpenid } from '../db/accounts';
import { goodsById } from '../db/goods';
import { addCode, loginRequest } from '../db/logins';
import { tradeOf as tradeByNo } from '../db/trades';
import { DEMO_OPENID, now, randomId } from '../server/state';
import { mockConfig } from '../server/config';
import type { Handler, MockReply, MockRequest, RouteTable } from '../server/types';
import { redirectAllowed } from './account';
import { payFormOf } from '../server/requests';

async function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
}

const fen = (amount: number) => `¥${(amount / 100).toFixed(2)}`;

/** The request's language, its words, and a page in it. */
function speak(req: MockRequest) {
  const lang = pageLocale(req);
  const page = (title: string, body: string, status?: number) => htmlPage(title, body, status, 'none', lang);
  return { lang, w: pageWords(lang), page };
}

function expired(page: ReturnType<typeof speak>['page'], title: string, w: PageWords) {
  return page(title, `<h1>${escapeHtml(title)}</h1><p class="muted">${escapeHtml(w.qrExpiredHint)}</p>`, 404);
}

const qrPage: Handler<string> = async (req) => {
  const { w, page } = speak(req);
  const login = await loginRequest(db, req.query.sid ?? '');
  if (!login) return expired(page, w.qrExpired, w);
  const scan = `${req.origin}/mock/wechat/scan?sid=${encodeURIComponent(login.sid)}`;
  return page(
    w.qrTitle,
    `<h1>${escapeHtml(w.qrTitle)}</h1>
<div class="qr" data-testid="wechat-qr">${await qrSvg(scan)}</div>
<p class="muted">${escapeHtml(w.qrNote)}</p>
<p><a class="button" data-testid="wechat-scan" href="${escapeHtml(scan)}">${escapeHtml(w.scan)}</a></p>
<p><a class="link" data-testid="wechat-scan-new" href="${escapeHtml(`${scan}&as=new`)}">${escapeHtml(w.scanNew)}</a></p>`,
  );
};

/**
 * WeChat's authorisation page, as its in-app browser shows it to a site asking for the
 * user's profile (snsapi_userinfo): allow → back to the app with a code and the state (the
 * scan link's way); refuse → back with the state and no code.
 */
const authorizePage: Handler<string> = async (req) => {
  const { w, page } = speak(req);
  const login = await loginRequest(db, req.query.sid ?? '');
  if (!login) return expired(page, w.authExpired, w);
  const sid = encodeURIComponent(login.sid);
  const allow = `${req.origin}/mock/wechat/scan?sid=${sid}`;
  const deny = `${req.origin}/mock/wechat/deny?sid=${sid}`;
  return page(
    w.authTitle,
    `<h1>${escapeHtml(w.authAsks)}</h1>
<p>${escapeHtml(w.authWhat)}</p>
<p class="muted">${escapeHtml(w.authNote)}</p>
<p><a class="button" data-testid="wechat-allow" href="${escapeHtml(allow)}">${escapeHtml(w.allow)}</a></p>
<p><a class="link" data-testid="wechat-allow-new" href="${escapeHtml(`${allow}&as=new`)}">${escapeHtml(w.allowNew)}</a></p>
<p><a class="link" data-testid="wechat-deny" href="${escapeHtml(deny)}">${escapeHtml(w.deny)}</a></p>`,
  );
};

/** Refused on the authorisation page: back to the app with the state and no code. */
const deny: Handler<string> = async (req) => {
  const { w, page } = speak(req);
  const login = await loginRequest(db, req.query.sid ?? '');
  if (!login) return expired(page, w.authExpired, w);
  const back = new URL(login.redirectUri);
  back.searchParams.set('state', login.state);
  return redirect(back.toString());
};

/** "Scanning" (or allowing): a code for the demo account (or a new one) and back to the app. */
const scan: Handler<string> = async (req) => {
  const { w, page } = speak(req);
  const login = await loginRequest(db, req.query.sid ?? '');
  if (!login) return expired(page, w.qrExpired, w);
  const openid = req.query.as === 'new' ? randomId('wx-', 6) : req.query.as || DEMO_OPENID;
  const account = await accountForOpenid(db, openid, randomId('u-', 4), now());
  const code = randomId('code-', 12);
  await addCode(db, {
    code,
    state: login.state,
    accountId: account.id,
    expiresAt: now() + mockConfig().codeTtlS * 1000,
    used: false,
  });
  const back = new URL(login.redirectUri);
  back.searchParams.set('code', code);
  back.searchParams.set('state', login.state);
  return redirect(back.toString());
};

async function tradeOf(tradeNo: string | undefined) {
  return tradeNo ? tradeByNo(db, tradeNo) : undefined;
}

/**
 * Where the pay page sends the user back to, as WeChat Pay's H5 page does with its
 * redirect_url: only an address of the app on this origin (else none: the page stays).
 */
function returnAddress(req: MockRequest, raw: unknown): string | undefined {
  return typeof raw === 'string' && redirectAllowed(raw, req.origin) ? raw : undefined;
}

/**
 * The payment page, both ways WeChat Pay has: scanned from the QR on a computer (it shows the
 * QR of itself), or opened in place on the phone with redirect_url (no QR; back to the app
 * after paying, or by 返回 without paying).
 */
const payPage: Handler<string> = async (req) => {
  const { lang, w, page } = speak(req);
  const trade = await tradeOf(req.query.tradeNo);
  if (!trade) return page(w.noTrade, `<h1>${escapeHtml(w.noTrade)}</h1>`, 404);
  const goods = await goodsById(db, trade.goodsId);
  const goodsName = goods ? (lang === 'en' ? goods.en.name : goods.name) : trade.goodsId;
  const back = returnAddress(req, req.query.redirect_url);
  const self = `${req.origin}/mock/wechat/pay?tradeNo=${encodeURIComponent(trade.tradeNo)}`;
  const backField = back ? `<input type="hidden" name="redirect_url" value="${escapeHtml(back)}">` : '';
  const status =
    trade.status === 'paid'
      ? `<p data-testid="pay-status">${escapeHtml(w.paid)}</p>`
      : trade.status === 'closed'
        ? `<p data-testid="pay-status">${escapeHtml(w.closed)}</p>`
        : `<form method="post" action="/mock/wechat/pay"><input type="hidden" name="tradeNo" value="${escapeHtml(trade.tradeNo)}">${backField}<button data-testid="pay-confirm">${escapeHtml(w.confirmPay)}</button></form>`;
  return page(
    w.payTitle,
    `<h1>${escapeHtml(w.payTitle)}</h1>
${back ? '' : `<div class="qr">${await qrSvg(self)}</div>`}
<p>${escapeHtml(goodsName)} · ${escapeHtml(w.points(trade.points))}</p>
<p style="font-size:24px">${fen(trade.amount)}</p>
<p class="muted">${escapeHtml(w.tradeNo(trade.tradeNo))}</p>
${status}
${back ? `<p><a class="link" data-testid="pay-back" href="${escapeHtml(back)}">${escapeHtml(w.back)}</a></p>` : ''}`,
  );
};

const confirmPay: Handler<string> = async (req) => {
  const form = payFormOf(req.body);
  const tradeNo = form.tradeNo ?? req.query.tradeNo;
  const trade = await tradeOf(tradeNo);
  if (!trade) {
    const { w, page } = speak(req);
    return page(w.noTrade, `<h1>${escapeHtml(w.noTrade)}</h1>`, 404);
  }
  await db.transaction((tx) => payTrade(tx, trade.tradeNo));
  const back = returnAddress(req, form.redirect_url ?? req.query.redirect_url);
  return redirect(back ?? `/mock/wechat/pay?tradeNo=${encodeURIComponent(trade.tradeNo)}`);
};

const avatar: Handler<string> = (req): MockReply<string> => {
  const id = decodeURIComponent(req.path.slice('/mock/avatar/'.length).replace(/\.svg$/, ''));
  return { status: 200, body: avatarSvg(id), headers: { 'Content-Type': 'image/svg+xml' } };
};

export default {
  'GET /mock/wechat/qr': qrPage,
  'GET /mock/wechat/scan': scan,
  'GET /mock/wechat/authorize': authorizePage,
  'GET /mock/wechat/deny': deny,
  'GET /mock/wechat/pay': payPage,
  'POST /mock/wechat/pay': confirmPay,
  'GET /mock/avatar/*': avatar,
} satisfies RouteTable;
