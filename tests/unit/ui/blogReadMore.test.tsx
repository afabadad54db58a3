// @vitest-environment jsdom
// The blog list's 阅读全文 is a link for everyone, named by its article (not hidden from
// screen readers, not a row of identical names).
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { nockPageData } from '../../testing/chains';
import { useNock } from '../../testing/nock';
import { renderApp } from '../../testing/render';

useNock();
beforeEach(() => nockPageData());

describe('/blog', () => {
  it('each 阅读全文 is a focusable link named with its title', async () => {
    renderApp(undefined, { route: '/blog' });
    const more = await screen.findAllByRole('link', { name: /^阅读全文：/ }, { timeout: 15_000 });
    expect(more.length).toBeGreaterThan(1);
    expect(new Set(more.map((link) => link.getAttribute('aria-label'))).size).toBe(more.length);
    for (const link of more) {
      expect(link).not.toHaveAttribute('aria-hidden');
      expect(link).not.toHaveAttribute('tabindex', '-1');
    }
  });
});
