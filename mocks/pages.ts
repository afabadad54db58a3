// The "phone side" of WeChat: the QR login page and its scan button, the payment page and
// its pay button, and users' avatars. None of these need the app's Authorization.
import QRCode from 'qrcode';
import { avatarSvg } from './media/svg';
import { escapeHtml, page, redirect } from './server/html';
import { payTrade } from './server/ledger';
import { accountForOpenid, DEMO_OPENID, mockState, now, randomId } from './server/state';
import { mockConfig } from './server/config';
import type { Handler, MockReply, RouteTable } from './server/types';

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

/** "Scanning": a code for the demo account (or a new one) and back to the app. */
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

const payPage: Handler<string> = async (req) => {
  const trade = tradeOf(req.query.tradeNo);
  if (!trade) return page('订单不存在', '<h1>订单不存在</h1>', 404);
  const goods = mockState().goods.find((g) => g.id === trade.goodsId);
  const self = `${req.origin}/mock/wechat/pay?tradeNo=${encodeURIComponent(trade.tradeNo)}`;
  const status =
    trade.status === 'paid'
      ? '<p data-testid="pay-status">支付成功，可以关闭此页面。</p>'
      : trade.status === 'closed'
        ? '<p data-testid="pay-status">订单已关闭。</p>'
        : `<form method="post" action="/mock/wechat/pay"><input type="hidden" name="tradeNo" value="${escapeHtml(trade.tradeNo)}"><button data-testid="pay-confirm">确认支付（模拟）</button></form>`;
  return page(
    '微信支付（模拟）',
    `<h1>微信支付（模拟）</h1>
<div class="qr">${await qrSvg(self)}</div>
<p>${escapeHtml(goods?.name ?? trade.goodsId)} · ${trade.points} 积分</p>
<p style="font-size:24px">${fen(trade.amount)}</p>
<p class="muted">订单号 ${escapeHtml(trade.tradeNo)}</p>
${status}`,
  );
};

const confirmPay: Handler<string> = (req) => {
  const body = req.body as Record<string, unknown> | undefined;
  const tradeNo = typeof body?.tradeNo === 'string' ? body.tradeNo : req.query.tradeNo;
  const trade = tradeOf(tradeNo);
  if (!trade) return page('订单不存在', '<h1>订单不存在</h1>', 404);
  payTrade(trade);
  return redirect(`/mock/wechat/pay?tradeNo=${encodeURIComponent(trade.tradeNo)}`);
};

const avatar: Handler<string> = (req): MockReply<string> => {
  const id = decodeURIComponent(req.path.slice('/mock/avatar/'.length).replace(/\.svg$/, ''));
  return { status: 200, body: avatarSvg(id), headers: { 'Content-Type': 'image/svg+xml' } };
};

export default {
  'GET /mock/wechat/qr': qrPage,
  'GET /mock/wechat/scan': scan,
  'GET /mock/wechat/pay': payPage,
  'POST /mock/wechat/pay': confirmPay,
  'GET /mock/avatar/*': avatar,
} satisfies RouteTable;
