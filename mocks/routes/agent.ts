// The three identifier fetches (docs/api.md) and the agent chat page the /agent and /pdf
// pages embed in place of the real agent host.
import { createHash } from 'node:crypto';
import type { IdentifierAnswer } from '../../src/rules/wire/types';
import { escapeHtml, page } from '../server/html';
import { fail, CODES, ok, withAccount } from '../server/reply';
import { difyIdQuery, identifierArgQuery, readQuery } from '../server/requests';
import type { ApiHandler, Handler } from '../server/types';
import { AGENT_PAGE_PATH } from '../../src/rules/agent';
import { standIn } from '../server/endpoints';

/** Stable per user and kind, like a real agent id. */
export function agentId(kind: string, accountId: string): string {
  return `${kind}-${createHash('sha256').update(`${kind}:${accountId}`).digest('hex').slice(0, 16)}`;
}

const difyid: ApiHandler<IdentifierAnswer> = withAccount((req, account) => {
  const query = readQuery(req, difyIdQuery);
  if (!query.ok) return query.reply;
  const { uid } = query.value;
  if (uid !== account.id) return fail(403, CODES.forbidden, '无权获取其他用户的标识');
  return ok({ id: agentId('dify', account.id) });
});

function fixedArg(kind: string): ApiHandler<IdentifierAnswer> {
  return withAccount((req, account) => {
    const query = readQuery(req, identifierArgQuery);
    if (!query.ok) return query.reply;
    return ok({ id: agentId(kind, account.id) });
  });
}

const chatPage: Handler<string> = (req) => {
  const id = req.query.id ?? '';
  // The /pdf page embeds the same URL with its pdfid: show the PDF assistant for those.
  const pdf = req.query.mode === 'pdf' || id.startsWith('pdf-');
  return page(
    pdf ? 'PDF 助手（模拟）' : '智能助手（模拟）',
    `<h1>${pdf ? 'PDF 助手（模拟）' : '智能助手（模拟）'}</h1>
<p class="muted">会话标识：<span data-testid="agent-id">${escapeHtml(id || '（无）')}</span></p>
<div id="log" style="text-align:left;min-height:120px;border:1px solid #eee;border-radius:8px;padding:8px;margin:12px 0"></div>
<form id="f" style="display:flex;gap:8px"><input id="q" style="flex:1;padding:8px" placeholder="输入问题"><button>发送</button></form>
<script>
  const log = document.getElementById('log');
  const add = (who, text) => { const p = document.createElement('p'); p.textContent = who + '：' + text; log.appendChild(p); };
  add('助手', '你好，我是本地模拟的助手，会重复你说的话。');
  document.getElementById('f').addEventListener('submit', (e) => {
    e.preventDefault();
    const q = document.getElementById('q');
    if (!q.value.trim()) return;
    add('我', q.value);
    add('助手', '你说的是“' + q.value + '”。');
    q.value = '';
  });
</script>`,
    200,
    // /agent and /pdf frame it: the app's own origin only.
    'self',
  );
};

export default standIn(
  { getDifyId: difyid, getPdfId: fixedArg('pdf'), getNoPdfId: fixedArg('nopdf') },
  { [`GET ${AGENT_PAGE_PATH}`]: chatPage },
);
