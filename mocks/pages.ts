// The "phone side" of WeChat: the QR login page and its scan button, the authorisation page
// of its in-app browser, the payment page and its pay button, and users' avatars. None of these need the app's Authorization.
import QRCode from 'qrcode';
import { avatarSvg } from './media/svg';
import { escapeHtml, page, redirect } from './server/html';
import { payTrade } from './server/ledger';
import { accountForOpenid, DEMO_OPENID, mockState, now, randomId } from './server/state';
import { mockConfig } from './server/config';
import type { Handler, MockReply, MockRequest, RouteTable } from './server/types';
import { redirectAllowed } from './account';

async function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
}

const fen = (amount: number) => `¥${(amount / 100).toFixed(2)}`;

const qrPage: Handler<string> = async (req) => {
  const login = mockState().loginRequests.get(req.query.sid ?? '');
  if (!login) return page('二维码已失效', '<h1>二维码已失效</h1><p class="muted">请回到网站重新登录。</p>', 404);
  const scan = `${req.origin}/mock/wechat/scan?sid=${encodeURIComponent(login.sid)}`;
  return page(
    '微信扫码登录（模拟）',
    `<h1>微信扫码登录（模拟）</h1>
<div class="qr" data-testid="wechat-qr">${await qrSvg(scan)}</div>
<p class="muted">这是本地模拟的微信登录页，不会连接微信。</p>
<p><a class="button" data-testid="wechat-scan" href="${escapeHtml(scan)}">用手机扫码（模拟）</a></p>
<p><a class="link" data-testid="wechat-scan-new" href="${escapeHtml(`${scan}&as=new`)}">用一个新账号扫码（模拟）</a></p>`,
  );
};

/**
 * WeChat's authorisation page, as its in-app browser shows it to a site asking for the
 * user's profile (snsapi_userinfo): allow → back to the app with a code and the state (the
 * scan link's way); refuse → back with the state and no code.
 */
const authorizePage: Handler<string> = (req) => {
  const login = mockState().loginRequests.get(req.query.sid ?? '');
  if (!login) return page('授权已失效', '<h1>授权已失效</h1><p class="muted">请回到网站重新登录。</p>', 404);
  const sid = encodeURIComponent(login.sid);
  const allow = `${req.origin}/mock/wechat/scan?sid=${sid}`;
  const deny = `${req.origin}/mock/wechat/deny?sid=${sid}`;
  return page(
    '微信授权（模拟）',
    `<h1>Miao 申请使用</h1>
<p>你的公开信息（昵称、头像）</p>
<p class="muted">这是本地模拟的微信授权页，不会连接微信。</p>
<p><a class="button" data-testid="wechat-allow" href="${escapeHtml(allow)}">允许</a></p>
<p><a class="link" data-testid="wechat-allow-new" href="${escapeHtml(`${allow}&as=new`)}">以一个新账号允许（模拟）</a></p>
<p><a class="link" data-testid="wechat-deny" href="${escapeHtml(deny)}">拒绝</a></p>`,
  );
};

/** Refused on the authorisation page: back to the app with the state and no code. */
const deny: Handler<string> = (req) => {
  const login = mockState().loginRequests.get(req.query.sid ?? '');
  if (!login) return page('授权已失效', '<h1>授权已失效</h1><p class="muted">请回到网站重新登录。</p>', 404);
  const back = new URL(login.redirectUri);
  back.searchParams.set('state', login.state);
  return redirect(back.toString());
};

/** "Scanning" (or allowing): a code for the demo account (or a new one) and back to the app. */
const scan: Handler<string> = (req) => {
  const login = mockState().loginRequests.get(req.query.sid ?? '');
  if (!login) return page('二维码已失效', '<h1>二维码已失效</h1><p class="muted">请回到网站重新登录。</p>', 404);
  const openid = req.query.as === 'new' ? randomId('wx-', 6) : req.query.as || DEMO_OPENID;
  const account = accountForOpenid(openid);
  const code = randomId('code-', 12);
  mockState().codes.set(code, {
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

function tradeOf(tradeNo: string | undefined) {
  return tradeNo ? mockState().trades.get(tradeNo) : undefined;
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
  const trade = tradeOf(req.query.tradeNo);
  if (!trade) return page('订单不存在', '<h1>订单不存在</h1>', 404);
  const goods = mockState().goods.find((g) => g.id === trade.goodsId);
  const back = returnAddress(req, req.query.redirect_url);
  const self = `${req.origin}/mock/wechat/pay?tradeNo=${encodeURIComponent(trade.tradeNo)}`;
  const backField = back ? `<input type="hidden" name="redirect_url" value="${escapeHtml(back)}">` : '';
  const status =
    trade.status === 'paid'
      ? '<p data-testid="pay-status">支付成功，可以关闭此页面。</p>'
      : trade.status === 'closed'
        ? '<p data-testid="pay-status">订单已关闭。</p>'
        : `<form method="post" action="/mock/wechat/pay"><input type="hidden" name="tradeNo" value="${escapeHtml(trade.tradeNo)}">${backField}<button data-testid="pay-confirm">确认支付（模拟）</button></form>`;
  return page(
    '微信支付（模拟）',
    `<h1>微信支付（模拟）</h1>
${back ? '' : `<div class="qr">${await qrSvg(self)}</div>`}
<p>${escapeHtml(goods?.name ?? trade.goodsId)} · ${trade.points} 积分</p>
<p style="font-size:24px">${fen(trade.amount)}</p>
<p class="muted">订单号 ${escapeHtml(trade.tradeNo)}</p>
${status}
${back ? `<p><a class="link" data-testid="pay-back" href="${escapeHtml(back)}">返回 Miao</a></p>` : ''}`,
  );
};

const confirmPay: Handler<string> = (req) => {
  const body = req.body as Record<string, unknown> | undefined;
  const tradeNo = typeof body?.tradeNo === 'string' ? body.tradeNo : req.query.tradeNo;
  const trade = tradeOf(tradeNo);
  if (!trade) return page('订单不存在', '<h1>订单不存在</h1>', 404);
  payTrade(trade);
  const back = returnAddress(req, body?.redirect_url ?? req.query.redirect_url);
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
