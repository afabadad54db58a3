// The short spoken line a talking photo says: its words, and when each syllable starts and how
// long it lasts. The talk template opens the mouth to these syllables, and the animation's audio
// (animation.ts) speaks the same line, so the lips and the voice share one rhythm. The line is in
// the user's language (the run's locale), and a result's seed picks the line and its tempo: two
// results of one run say different things.
import type { Locale } from '../../../../src/locales/locale';
import { createRandom } from '../shared/random';

/** One spoken syllable: when it sounds and the mouth shape of its vowel. */
export interface TalkSyllable {
  /** The syllable as written (pinyin for Chinese, letters for English). */
  text: string;
  /** Start from the clip's beginning, seconds. */
  startS: number;
  seconds: number;
  /** How far its vowel opens the jaw, about 0.5 ("i", "u") … 1 ("a"). */
  open: number;
  /** How rounded its vowel makes the lips, 0 … 1 ("u", "o"). */
  round: number;
}

export interface TalkLine {
  language: Locale;
  /** The line as a person reads it (the text to speak). */
  text: string;
  syllables: TalkSyllable[];
  /** Start of each syllable, seconds (the same as syllables[i].startS). */
  syllableStartsS: number[];
  /** Where the speaking ends (the last syllable's end), seconds; the clip is silent after it. */
  seconds: number;
  /** The clip the line was fitted into, seconds. */
  clipSeconds: number;
}

/**
 * A line as stored: its text, and its syllables with "|" where the speaker pauses. A syllable
 * is written `text=sound` when its spelling does not say its vowel (English), the sound spelt
 * as pinyin would spell it ("you=yu", "me=mi", "how=hau"), so the mouth takes the shape of what
 * is heard; a syllable without `=` sounds as it is written (pinyin).
 */
interface Script {
  text: string;
  syllables: string;
}

// Chinese syllables in pinyin (one per character), so each gets its vowel's mouth shape.
const CHINESE: readonly Script[] = [
  { text: '你好呀，很高兴见到你！', syllables: 'ni hao ya | hen gao xing jian dao ni' },
  { text: '今天天气真不错！', syllables: 'jin tian tian qi zhen bu cuo' },
  { text: '哈喽，我是喵喵，你好！', syllables: 'ha lou | wo shi miao miao | ni hao' },
  { text: '早上好，一起加油吧！', syllables: 'zao shang hao | yi qi jia you ba' },
  { text: '我有个好消息告诉你！', syllables: 'wo you ge hao xiao xi gao su ni' },
  { text: '周末一起去吃火锅吧？', syllables: 'zhou mo yi qi qu chi huo guo ba' },
  { text: '你猜猜我在想什么？', syllables: 'ni cai cai wo zai xiang shen me' },
  { text: '谢谢你，今天真开心！', syllables: 'xie xie ni | jin tian zhen kai xin' },
];

// English syllables as they are split when spoken, each with the vowel heard in it: English
// spelling does not say it ("you" is rounded, "me" narrow, "I" and "my" open wide).
const ENGLISH: readonly Script[] = [
  {
    text: 'Hello there, how are you today?',
    syllables: 'hel=he lo=lou there=dhe | how=hau are=a you=yu to=tu day=dei',
  },
  {
    text: 'Nice to meet you, have a great day!',
    syllables: 'nice=nais to=tu meet=mit you=yu | have=hav a=e great=greit day=dei',
  },
  {
    text: 'Guess what? I have some good news!',
    syllables: 'guess=ges what=wot | I=a have=hav some=sam good=gud news=nuz',
  },
  {
    text: "Good morning! Let's have some fun.",
    syllables: "good=gud mor=mo ning=ning | let's=lets have=hav some=sam fun=fan",
  },
  {
    text: "Hi, it's me! Isn't this amazing?",
    syllables: "hi=ha | it's=its me=mi | is=iz n't=ent this=dhis a=e ma=mei zing=zing",
  },
  {
    text: 'Thank you, that really made my day.',
    syllables: 'thank=thank you=yu | that=dhat rea=ri lly=li made=meid my=ma day=dei',
  },
  {
    text: 'Wow, look at me, I can talk!',
    syllables: 'wow=wau | look=luk at=at me=mi | I=a can=kan talk=tok',
  },
  {
    text: 'See you soon, and take care!',
    syllables: 'see=si you=yu soon=sun | and=en take=teik care=ke',
  },
];

/** Silence before the first syllable and at least after the last, seconds. */
const LEAD_S = 0.18;
const TAIL_S = 0.22;
/** A pause at a comma or full stop, seconds. */
const PAUSE_S = 0.24;
/** A syllable at natural speed: Mandarin about 4.5 a second, English about 4.8. */
const SYLLABLE_S: Record<Locale, number> = { 'zh-CN': 0.22, en: 0.205 };
/** The fastest a line is expected to be sped up to fit its clip: lines are chosen that fit at it (by their natural length, not capped). */
const MOST_HURRIED = 1.3;
/**
 * A short line is slowed, up to this much, until it fills FILLED of the room between the lead and
 * the tail (the animation's voice is retimed to the line: talkAudio.ts). Said at its natural pace
 * a seven-syllable line ended at 0.67 of a 2.4 s GIF, and the eight frames a blind reader saw
 * showed "a single open-mouth frame, then stillness" (issue 37, session 54: talk 1.0 on three
 * faces). Slower than 1.35× a line drags; a calm speaker says about 3.4 syllables a second.
 */
const MOST_LEISURELY = 1.35;
const FILLED = 0.95;

/** The mouth shape of a syllable's vowel, read from its letters. */
export function vowelShape(syllable: string): { open: number; round: number } {
  const letters = syllable.toLowerCase();
  if (/a/.test(letters) && !/(ai|ay|ei)$/.test(letters)) return { open: 1, round: /ao|aw|au/.test(letters) ? 0.35 : 0 };
  if (/o/.test(letters)) return { open: 0.75, round: 0.75 };
  if (/[aey]i|ay|e/.test(letters)) return { open: 0.62, round: 0.05 };
  if (/[uvw]/.test(letters)) return { open: 0.48, round: 0.9 };
  return { open: 0.5, round: 0 };
}

const SCRIPTS: Record<Locale, readonly Script[]> = { 'zh-CN': CHINESE, en: ENGLISH };

/** A stored syllable's written text and the sound its mouth shape is read from. */
function writtenAndSound(part: string): { text: string; sound: string } {
  const [text, sound = text] = part.split('=');
  return { text, sound };
}

/** Natural length of a script's speech at `pace` seconds a syllable. */
function naturalSeconds(script: Script, pace: number): number {
  const parts = script.syllables.split(' ');
  const pauses = parts.filter((part) => part === '|').length;
  return (parts.length - pauses) * pace + pauses * PAUSE_S;
}

/**
 * The line a result with `seed` says in `language`, timed to fit a clip of `clipSeconds` (the
 * GIF's loop, the animation's length): a short silence, the syllables, silence to the loop's end.
 */
export function talkLine(seed: number, language: Locale, clipSeconds = 3): TalkLine {
  const random = createRandom((seed ^ 0x7a1c) >>> 0);
  const pace = SYLLABLE_S[language] * random.between(0.92, 1.08);
  const room = Math.max(0.5, clipSeconds - LEAD_S - TAIL_S);
  const scripts = SCRIPTS[language];
  const fitting = scripts.filter((script) => naturalSeconds(script, pace) <= room * MOST_HURRIED);
  const shortest = [...scripts].sort((a, b) => naturalSeconds(a, pace) - naturalSeconds(b, pace))[0];
  const choices = fitting.length > 0 ? fitting : [shortest];
  const script = choices[random.below(choices.length)];
  // Each syllable's length at natural speed: an open vowel is held longer than a narrow one, one
  // before a pause or at the end is drawn out, and each varies a little; then the whole line is
  // sped up if it would not fit the clip, or slowed a little if it would leave most of it silent.
  const parts = script.syllables.split(' ');
  const lengths = parts.map((part, index) => {
    if (part === '|') return PAUSE_S;
    const phraseEnd = index === parts.length - 1 || parts[index + 1] === '|';
    const vowel = 0.65 + 0.5 * vowelShape(writtenAndSound(part).sound).open;
    return pace * vowel * (phraseEnd ? 1.35 : random.between(0.75, 1.25));
  });
  const natural = lengths.reduce((sum, length) => sum + length, 0);
  const speed = natural > room ? natural / room : Math.max(1 / MOST_LEISURELY, Math.min(1, natural / (FILLED * room)));
  const syllables: TalkSyllable[] = [];
  let at = LEAD_S;
  for (const [index, part] of parts.entries()) {
    const seconds = lengths[index] / speed;
    if (part !== '|') {
      const { text, sound } = writtenAndSound(part);
      syllables.push({ text, startS: at, seconds, ...vowelShape(sound) });
    }
    at += seconds;
  }
  return {
    language,
    text: script.text,
    syllables,
    syllableStartsS: syllables.map((syllable) => syllable.startS),
    seconds: at,
    clipSeconds,
  };
}
