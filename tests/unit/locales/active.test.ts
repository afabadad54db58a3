// @vitest-environment jsdom
// The language in use: zh-CN by default; a switch loads English, tells subscribers, sets
// <html lang>, and is remembered (storage and the cookie the server reads); overlapping
// switches end on the last one; a remembered value is trusted only when it names a language.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLocale, localized, rememberedLocale, subscribeLocale, switchLocale } from '../../../src/locales/active';
import { LOCALE_STORAGE_KEY } from '../../../src/locales/locale';
import { toolName, workName } from '../../../src/locales/names';
import { common } from '../../../src/locales/zh-CN/common';
import { errors } from '../../../src/locales/zh-CN/errors';

afterEach(() => {
  document.cookie = 'miao_locale=; path=/; max-age=0';
  document.documentElement.lang = 'zh-CN';
});

describe('the language in use', () => {
  it('is zh-CN until switched: the zh-CN words are the ones given', () => {
    expect(currentLocale()).toBe('zh-CN');
    expect(localized('common', common)).toBe(common);
    expect(toolName('avatar')).toBe('头像风格');
  });

  it('a switch to English loads it, tells each subscriber once, sets <html lang> and remembers it', async () => {
    const heard = vi.fn();
    const stop = subscribeLocale(heard);
    await switchLocale('en');
    stop();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(currentLocale()).toBe('en');
    expect(localized('common', common).nav.home).toBe('Home');
    expect(localized('errors', errors).network).toBe('Could not connect. Please check your network and try again.');
    expect(workName(toolName('avatar'), 'Pixar')).toBe('Avatar styles · Pixar');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
    expect(document.cookie).toContain('miao_locale=en');
    expect(rememberedLocale()).toBe('en');

    await switchLocale('zh-CN');
    expect(localized('common', common)).toBe(common);
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('zh-CN');
  });

  it('choosing the language in use again tells nobody', async () => {
    const heard = vi.fn();
    const stop = subscribeLocale(heard);
    await switchLocale('zh-CN');
    stop();
    expect(heard).not.toHaveBeenCalled();
  });

  it('overlapping switches end on the last one, though English loads after zh-CN was chosen', async () => {
    const toEnglish = switchLocale('en');
    const backToChinese = switchLocale('zh-CN');
    await Promise.all([toEnglish, backToChinese]);
    expect(currentLocale()).toBe('zh-CN');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('zh-CN');
  });

  it('applying a remembered choice does not write it again, and sets the cookie the server reads', async () => {
    await switchLocale('en', { persist: false });
    expect(currentLocale()).toBe('en');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBeNull();
    expect(document.cookie).toContain('miao_locale=en');
  });

  it.each(['EN', 'fr', 'zh', '', '"en"', 'en ', 'zh-CN\u0000'])(
    'a stored %j is not a language: as a first visit (a French browser: zh-CN)',
    (stored) => {
      vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR']);
      localStorage.setItem(LOCALE_STORAGE_KEY, stored);
      expect(rememberedLocale()).toBe('zh-CN');
    },
  );

  it('storage that throws (disabled, sandboxed) reads as the browser’s language and a switch still works', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['zh-CN', 'zh']);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(rememberedLocale()).toBe('zh-CN');
    await switchLocale('en');
    expect(currentLocale()).toBe('en');
  });

  it('a first visit follows the browser’s languages (the first zh or en in order); a stored choice always wins', () => {
    const languages = vi.spyOn(navigator, 'languages', 'get');
    localStorage.removeItem(LOCALE_STORAGE_KEY);
    for (const [list, expected] of [
      [['en-US', 'en'], 'en'],
      [['fr-FR', 'en-GB'], 'en'],
      [['zh-TW', 'en'], 'zh-CN'],
      [['fr', 'de'], 'zh-CN'],
    ] as const) {
      languages.mockReturnValue([...list]);
      expect(rememberedLocale(), list.join(',')).toBe(expected);
    }
    languages.mockReturnValue(['en-US']);
    localStorage.setItem(LOCALE_STORAGE_KEY, 'zh-CN');
    expect(rememberedLocale()).toBe('zh-CN');
    localStorage.removeItem(LOCALE_STORAGE_KEY);
  });
});
