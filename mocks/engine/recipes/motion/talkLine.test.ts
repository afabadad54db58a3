// The talking photo's line in the user's language (issue 37): an English user's talk says an
// English line whose syllables the mouth opens to, shaped by the vowel heard (English spelling
// does not say it); a Chinese user's says a Chinese line, as before.
import { describe, expect, it } from 'vitest';
import { peaks } from '../../testing/motion';
import { type TalkLine, talkLine } from './talkLine';
import { gifMotions } from './templates';
import { variationOf } from './variation';

const SEEDS = Array.from({ length: 60 }, (_, index) => index * 7 + 1);
/** The animation's clip and the GIF talk's loop, seconds. */
const CLIPS = [3, 2.4];

/** The letters of a text, lower case, without spaces or punctuation. */
const lettersOf = (text: string): string => text.toLowerCase().replace(/[^a-z]/g, '');

/** Every syllable said in English across seeds and clips, by its written text. */
function englishSyllables(): Map<string, TalkLine['syllables']> {
  const found = new Map<string, TalkLine['syllables']>();
  for (const seed of SEEDS) {
    for (const syllable of talkLine(seed, 'en', 3).syllables) {
      found.set(syllable.text.toLowerCase(), [...(found.get(syllable.text.toLowerCase()) ?? []), syllable]);
    }
  }
  return found;
}

describe('talkLine', () => {
  it.each(CLIPS)('says an English line to an English user, syllable by syllable, within a %s s clip', (clipSeconds) => {
    const texts = new Set<string>();
    for (const seed of SEEDS) {
      const line = talkLine(seed, 'en', clipSeconds);
      texts.add(line.text);
      expect(line.language).toBe('en');
      expect(line.text).toMatch(/^[A-Z][A-Za-z ,.'!?]+$/);
      // The syllables spell the line's words, in order.
      expect(line.syllables.map((syllable) => lettersOf(syllable.text)).join('')).toBe(lettersOf(line.text));
      // Each starts after the one before has begun, after a short silence, and the line ends inside the clip.
      expect(line.syllableStartsS[0]).toBeGreaterThan(0.1);
      for (const [index, start] of line.syllableStartsS.entries()) {
        if (index > 0)
          expect(start).toBeGreaterThanOrEqual(line.syllableStartsS[index - 1] + line.syllables[index - 1].seconds - 1e-9);
      }
      expect(line.seconds).toBeLessThan(clipSeconds);
    }
    // Several lines, picked by the seed.
    expect(texts.size).toBeGreaterThanOrEqual(4);
  });

  it("speaks through most of a GIF talk's loop in either language, a short line said a little slower", () => {
    // Said at its natural pace a seven-syllable line ended at 0.67 of the 2.4 s loop, and the
    // panel's eight frames showed "a single open-mouth frame, then stillness" (session 54). Now
    // 0.87–0.91 in both languages (0.67–0.91 before); at most 1.35× slower, so a short line in
    // the animation's 3 s clip ends from 0.70 of it.
    for (const language of ['en', 'zh-CN'] as const) {
      for (const seed of SEEDS) {
        expect(talkLine(seed, language, 2.4).seconds / 2.4, `${language} ${seed}`).toBeGreaterThan(0.85);
        expect(talkLine(seed, language, 3).seconds / 3, `${language} ${seed}`).toBeGreaterThan(0.68);
      }
    }
  });

  it('opens the mouth to the English vowel heard, not the one spelt', () => {
    const said = englishSyllables();
    const shapes = (text: string) => {
      const found = said.get(text);
      expect(found, `"${text}" is said in some line`).toBeDefined();
      return found ?? [];
    };
    // "you", "to", "good", "soon": rounded narrow vowels (spelt with an o, they were read as "o").
    for (const text of ['you', 'to', 'good', 'soon', 'news']) {
      for (const shape of shapes(text)) {
        expect(shape.round, text).toBeGreaterThanOrEqual(0.85);
        expect(shape.open, text).toBeLessThanOrEqual(0.5);
      }
    }
    // "me", "meet", "see": a narrow spread "i" (spelt with an e, they were read as "e").
    for (const text of ['me', 'meet', 'see']) {
      for (const shape of shapes(text)) {
        expect(shape.open, text).toBeLessThanOrEqual(0.5);
        expect(shape.round, text).toBeLessThanOrEqual(0.1);
      }
    }
    // "I", "my", "how": an open "a" first (spelt without an a, they were read as narrow vowels).
    for (const text of ['i', 'my', 'how']) for (const shape of shapes(text)) expect(shape.open, text).toBe(1);
  });

  it('says a Chinese line to a Chinese user, one syllable a character', () => {
    for (const seed of SEEDS) {
      const line = talkLine(seed, 'zh-CN', 3);
      expect(line.language).toBe('zh-CN');
      const characters = line.text.match(/\p{Script=Han}/gu) ?? [];
      expect(characters.length).toBeGreaterThan(4);
      expect(line.syllables).toHaveLength(characters.length);
    }
  });
});

describe('the GIF talk of an English user', () => {
  it.each([1, 2, 5])('opens the jaw on each syllable of the English line, in its rhythm (seed %i)', (seed) => {
    const rate = 100;
    const motion = gifMotions.talk;
    const seconds = motion.gifSeconds;
    const vary = variationOf(seed, 'talk', 'en');
    const count = Math.round(seconds * rate);
    const open = Array.from({ length: count }, (_, index) => motion.template({ t: index / count, seconds }, vary).mouthOpen);
    const line = talkLine(seed, 'en', seconds);
    const found = peaks(open, 0.15, 0.08);
    expect(found).toHaveLength(line.syllables.length);
    for (const [index, syllable] of line.syllables.entries()) {
      expect(found[index] / rate).toBeGreaterThanOrEqual(syllable.startS);
      expect(found[index] / rate).toBeLessThanOrEqual(syllable.startS + syllable.seconds);
    }
  });
});
