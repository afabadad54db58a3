// @vitest-environment jsdom
// "复制详情" puts server fields on the clipboard for support to read: each field stays on its
// own line (a newline in a style cannot forge a "Refund: 9999" line), nothing invisible or
// reordering gets there (bidi overrides, zero-width characters), and a huge value is cut
// short with an ellipsis. The same for a result's details and for a trade's.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ResultPreview } from '../../../../src/features/generate/run/ResultPreview';
import { PaymentDialog } from '../../../../src/pages/user/PaymentDialog';
import { resource, trade } from '../../../testing/fixtures';
import { renderApp, settleUi } from '../../../testing/render';

const MB = 'A'.repeat(1024 * 1024);
// Controls (newlines among them), format characters (bidi, zero-width) and line/paragraph separators.
const UNSEEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u;
/** No line a person reads in a message to support is longer than this. */
const LONGEST_LINE = 300;

function expectLines(text: string, labels: readonly string[]) {
  const lines = text.split('\n');
  expect(lines.map((line) => line.slice(0, line.indexOf(':')))).toEqual(labels);
  for (const line of lines) {
    expect(line, JSON.stringify(line.slice(0, 80))).not.toMatch(UNSEEN);
    expect(line.length).toBeLessThanOrEqual(LONGEST_LINE);
  }
}

describe('复制详情 with hostile server fields', () => {
  it('a result: one line per field, no forged line, no bidi, long values cut with an ellipsis', async () => {
    const user = userEvent.setup();
    const forged = resource('r1\u202Eexe.png', {
      style: 'pixar\nRefund: 9999\u2028Cost: 0',
      taskId: MB,
      cost: 10,
      createdAt: Date.UTC(2026, 0, 1),
    });
    const { store } = renderApp(<ResultPreview resource={forged} onAgain={() => undefined} runId={'run\r\n\u200B9'} />);
    await user.click(screen.getByRole('button', { name: '复制详情' }));
    const copied = await navigator.clipboard.readText();
    expectLines(copied, ['运行', '任务', '作品', '工具 / 风格', '消耗积分', '退回积分', '时间']);
    expect(copied).toContain('退回积分: 0');
    expect(copied).not.toMatch(/^Refund/m);
    expect(copied.split('\n')[1]).toMatch(/^任务: A+…$/);
    expect(copied.split('\n')[2]).toBe('作品: r1exe.png');
    await settleUi(store);
  });

  it('a trade: the same for its order number, goods and status', async () => {
    const user = userEvent.setup();
    const forged = trade({ tradeNo: `T-1\n积分: 99999`, goodsId: `g1\u202E${MB}`, status: 'closed' });
    const { store } = renderApp(<PaymentDialog trade={forged} onClose={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: '复制详情' }));
    const copied = await navigator.clipboard.readText();
    expectLines(copied, ['订单号', '商品', '金额', '积分', '状态']);
    expect(copied.split('\n')[0]).toBe('订单号: T-1 积分: 99999');
    expect(copied.split('\n')[1]).toMatch(/^商品: g1A+…$/);
    await settleUi(store);
  });
});
