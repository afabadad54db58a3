// Which language a text is in and which a voice speaks (src/rules/speech.ts), and checkText's
// refusal when they differ: the rule the page and the stand-in both run.
import { describe, expect, it } from 'vitest';
import { checkText } from '../../../src/rules/input';
import { textLanguage, voiceFor, voiceLanguage } from '../../../src/rules/speech';
import { TOOLS } from '../../../src/rules/catalog';

describe("a text's language", () => {
  it.each([
    ['English', 'Hello from Miao.', 'en'],
    ['Chinese', '你好，欢迎使用。', 'zh'],
    ['Chinese with a short English word: 2 Han weigh 4, 2 letters 2', '我爱 AI', 'zh'],
    ['English with a Chinese place: 5 letters against 2 Han (4)', 'I love 北京', 'en'],
    ['one Han among letters', '好 ab', null],
    ['one Han against three letters', '好 abc', 'en'],
    ['traditional and rare Han count too', '臺灣𠀋', 'zh'],
    ['full-width Latin letters are Latin', 'ＡＢＣ', 'en'],
    ['accented Latin letters are Latin', 'Café crème', 'en'],
    ['empty', '', null],
    ['spaces only', '   ', null],
    ['digits only', '2024 12 31', null],
    ['full-width digits and punctuation', '１２３，。！', null],
    ['emoji only', '😀🎉👍', null],
    ['emoji with a Chinese word', '😀😀😀😀 好', 'zh'],
    ['kana and hangul are neither', 'こんにちは 안녕', null],
    ['digits do not tip an English word', 'a1234567', 'en'],
  ])('%s', (_label, text, language) => {
    expect(textLanguage(text)).toBe(language);
  });
});

describe("a voice's language", () => {
  it('is what the tts descriptor says for each voice, and none for other tools or unknown voices', () => {
    expect(voiceLanguage('tts', 'ttsen/0')).toBe('en');
    for (const voice of ['ttsch/0', 'ttsch/2', 'ttsch/3', 'ttsch/4', 'ttsch/5']) expect(voiceLanguage('tts', voice)).toBe('zh');
    expect(voiceLanguage('tts', 'ttsen/9')).toBeNull();
    expect(voiceLanguage('tti', '1000')).toBeNull();
    // Every declared voice says its language (tsc checks it too: tests/types/tools.types.ts).
    for (const voice of TOOLS.tts.styles) expect(voiceLanguage('tts', voice)).not.toBeNull();
  });

  it('the way on: the first voice of a language', () => {
    expect(voiceFor('tts', 'en')).toBe('ttsen/0');
    expect(voiceFor('tts', 'zh')).toBe('ttsch/0');
    expect(voiceFor('tti', 'zh')).toBeUndefined();
  });
});

describe('checkText refuses a voice given another language', () => {
  it('English text to a Chinese voice, Chinese text to the English voice', () => {
    expect(checkText('tts', 'Hello from Miao.', ['ttsch/3'])).toEqual({ kind: 'textLanguage', text: 'en', voice: 'zh' });
    expect(checkText('tts', '你好，欢迎使用。', ['ttsen/0'])).toEqual({ kind: 'textLanguage', text: 'zh', voice: 'en' });
  });

  it('accepts a voice of the text language, a text of no language and an even mix', () => {
    expect(checkText('tts', 'Hello from Miao.', ['ttsen/0'])).toBeNull();
    expect(checkText('tts', '我爱 AI', ['ttsch/0'])).toBeNull();
    expect(checkText('tts', '2024', ['ttsen/0'])).toBeNull();
    expect(checkText('tts', '😀', ['ttsch/0'])).toBeNull();
    expect(checkText('tts', '好 ab', ['ttsen/0'])).toBeNull();
  });

  it('leaves prompts alone, and says missing or too long first', () => {
    expect(checkText('tti', 'a red lighthouse', ['1000'])).toBeNull();
    expect(checkText('tts', '   ', ['ttsen/0'])).toEqual({ kind: 'textMissing' });
    expect(checkText('tts', '好'.repeat(201), ['ttsen/0'])).toMatchObject({ kind: 'textTooLong' });
  });
});
