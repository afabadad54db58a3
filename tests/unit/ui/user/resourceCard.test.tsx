// @vitest-environment jsdom
// A card in my resources says what happened to its points: spent, or came back (issue 27:
// a refunded result read 消耗 4 积分, and every withdrawn one said its points came back).
import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResourceCard } from '../../../../src/pages/user/ResourceCard';
import type { Resource } from '../../../../src/services/types';
import { resource } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render';

function card(item: Resource) {
  const noop = () => undefined;
  renderApp(<ResourceCard item={item} selected={false} onToggle={noop} onDelete={noop} onRevoke={noop} />);
  return screen.getByRole('listitem');
}

describe('a card’s points', () => {
  it('a done result says what it cost', () => {
    expect(card(resource('d1', { cost: 4 })).textContent).toContain('消耗 4 积分');
  });

  it('a failed result, refunded, says the points came back', () => {
    const text = card(resource('f1', { cost: 4, status: 'failed', url: '', refunded: true })).textContent;
    expect(text).toContain('已退回 4 积分');
    expect(text).not.toContain('消耗 4 积分');
    expect(text).toContain('生成失败，积分已退回');
  });

  it('withdrawn while pending: refunded; withdrawn once made: no points came back', () => {
    const refunded = card(resource('r1', { cost: 4, status: 'revoked', url: '', refunded: true })).textContent;
    expect(refunded).toContain('已退回 4 积分');
    expect(refunded).toContain('已撤回，积分已退回');
    cleanup();
    const kept = card(resource('r2', { cost: 4, status: 'revoked', url: '', refunded: false })).textContent;
    expect(kept).toContain('消耗 4 积分');
    expect(kept).toContain('已撤回；作品已完成，积分不退');
  });
});

describe('a card’s date', () => {
  it('is not on the card: its run’s heading says when (the card’s name stays the result’s)', () => {
    const made = new Date(2026, 10, 3, 14, 5).getTime();
    const item = card(resource('d2', { typ: 'cartoon', style: 'cartoon', cost: 4, createdAt: made }));
    expect(item.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(item.textContent).not.toContain('2026');
    expect(item).toHaveAccessibleName('卡通化作品（卡通）');
    // The style and the points, nothing after them.
    expect(within(item).getByText('卡通 · 消耗 4 积分')).toBeInTheDocument();
  });
});
