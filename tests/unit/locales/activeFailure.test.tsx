// @vitest-environment jsdom
// English is a chunk of its own: when it cannot be loaded (offline, a new release removed
// it), the switch rejects, the page keeps the language it had, and the user is told.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentLocale, switchLocale } from '../../../src/locales/active';
import { LOCALE_STORAGE_KEY } from '../../../src/locales/locale';
import { nockPageData } from '../../testing/chains';
import { failChunk } from '../../testing/chunks';
import { useNock } from '../../testing/nock';
import { renderApp } from '../../testing/render';

useNock();
beforeEach(() => {
  failChunk('locale-en');
  nockPageData();
});

describe('a failed load of English', () => {
  it('rejects and keeps zh-CN, <html lang> and the remembered choice as they were', async () => {
    document.documentElement.lang = 'zh-CN';
    await expect(switchLocale('en')).rejects.toThrow();
    expect(currentLocale()).toBe('zh-CN');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBeNull();
  });

  it('the switch says so and the page stays in Chinese, usable', async () => {
    const user = userEvent.setup();
    renderApp(undefined, { route: '/blog' });
    await screen.findByRole('heading', { level: 1, name: 'Miao 博客' });
    await user.click(within(await screen.findByRole('banner')).getByRole('button', { name: 'English' }));
    expect(await screen.findByText('英文界面加载失败，请检查网络后重试')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Miao 博客' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'English' })).toBeEnabled();
  });
});
