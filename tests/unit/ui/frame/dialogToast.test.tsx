// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertDialog, CLOSE_FALLBACK_MS } from '../../../../src/components/dialog/AlertDialog';
import { ConfirmProvider, useConfirm } from '../../../../src/components/dialog/useConfirm';
import { Toaster } from '../../../../src/components/toast/Toaster';
import { showToast, TOAST_DURATION_MS } from '../../../../src/components/toast/toastStore';

afterEach(() => vi.useRealTimers());

describe('AlertDialog', () => {
  it('is a modal alertdialog with "确定"; confirm fires only when the scale-out animation ends', () => {
    const onConfirm = vi.fn();
    render(<AlertDialog open title="提示" message="内容" onConfirm={onConfirm} />);
    const dialog = screen.getByRole('alertdialog', { name: '提示' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const ok = screen.getByRole('button', { name: '确定' });
    expect(document.activeElement).toBe(ok);
    fireEvent.click(ok);
    expect(dialog).toHaveAttribute('data-state', 'closing');
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.animationEnd(dialog);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('falls back to a timer when no animationend comes (reduced motion), and never fires twice', () => {
    vi.useFakeTimers();
    const onConfirm = vi.fn();
    render(<AlertDialog open title="提示" onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    act(() => {
      vi.advanceTimersByTime(CLOSE_FALLBACK_MS - 1);
    });
    expect(onConfirm).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.animationEnd(screen.getByRole('alertdialog'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('Escape cancels; Tab stays inside the dialog', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    render(
      <>
        <button type="button">外面</button>
        <AlertDialog open title="删除？" cancelLabel="取消" onConfirm={() => undefined} onCancel={onCancel} />
      </>,
    );
    const cancel = screen.getByRole('button', { name: '取消' });
    const ok = screen.getByRole('button', { name: '确定' });
    expect(document.activeElement).toBe(cancel); // least destructive first
    await user.tab();
    expect(document.activeElement).toBe(ok);
    await user.tab();
    expect(document.activeElement).toBe(cancel);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(ok);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('useConfirm resolves true after the animation, false on Escape, and restores focus', async () => {
    const user = userEvent.setup();
    const results: boolean[] = [];
    function Asker() {
      const confirm = useConfirm();
      const [n, setN] = useState(0);
      return (
        <button
          type="button"
          onClick={async () => {
            results.push(await confirm({ title: `第${n}次`, cancel: true }));
            setN((x) => x + 1);
          }}
        >
          问
        </button>
      );
    }
    render(
      <ConfirmProvider>
        <Asker />
      </ConfirmProvider>,
    );
    const ask = screen.getByRole('button', { name: '问' });
    // The first question loads the dialog's chunk. A click inside `act` (fireEvent) leaves the
    // chunk on its way for the wait below, which lands it inside `act` (tests/setup.ts); with
    // user.click's own pauses it lands outside, and React holds the dialog back 300 ms.
    ask.focus();
    fireEvent.click(ask);
    await user.click(await screen.findByRole('button', { name: '确定' }));
    fireEvent.animationEnd(screen.getByRole('alertdialog'));
    await act(() => Promise.resolve());
    expect(results).toEqual([true]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(ask);
    await user.click(ask);
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    await act(() => Promise.resolve());
    expect(results).toEqual([true, false]);
  });
});

describe('Toaster', () => {
  it('shows a toast 50 px from the top in a status region for 2 s', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => showToast('已删除'));
    const region = screen.getByRole('status');
    expect(region.style.top).toBe('50px');
    expect(region.textContent).toBe('已删除');
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    });
    expect(region.textContent).toBe('已删除');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(region.textContent).toBe('');
  });
});
