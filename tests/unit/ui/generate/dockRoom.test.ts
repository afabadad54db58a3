// @vitest-environment jsdom
// The run dock reserves its height and its distance from the screen's foot as the footer's
// padding while it is shown, and gives it back when it goes (what a browser shows:
// tests/e2e/runs.e2e.ts scrolls to the footer under the dock).
import { afterEach, expect, it } from 'vitest';
import { reserveDockRoom } from '../../../../src/features/generate/run/dockRoom';

const room = () => document.documentElement.style.getPropertyValue('--run-dock-room');

function dockOfHeight(height: number): HTMLElement {
  const node = document.createElement('nav');
  node.style.position = 'fixed';
  node.style.bottom = '16px';
  Object.defineProperty(node, 'offsetHeight', { configurable: true, get: () => height });
  document.body.append(node);
  return node;
}

afterEach(() => document.body.replaceChildren());

it('reserves the dock height plus its offset from the foot, and gives it back when the dock goes', () => {
  expect(room()).toBe('');
  const release = reserveDockRoom(dockOfHeight(44.4));
  expect(room()).toBe('61px');
  release();
  expect(room()).toBe('');
});
