// The words for an input problem (src/rules/input.ts) in English (zh-CN: ../zh-CN/input.ts).
import type { RunProblem } from '../../rules/runs';
import type { InputProblem } from '../../rules/input';
import type { SpeechLanguage } from '../../rules/speech';
import type { Catalogue } from '../types';

const LANGUAGE: Record<SpeechLanguage, string> = { zh: 'Chinese', en: 'English' };
const A_VOICE: Record<SpeechLanguage, string> = { zh: 'a Chinese voice', en: 'an English voice' };

const mb = (bytes: number): string => {
  const value = bytes / 1024 / 1024;
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
};

function describeProblem(problem: InputProblem, fileName?: string): string {
  switch (problem.kind) {
    case 'photoMissing':
      return 'Please upload a photo';
    case 'photoType':
      return fileName
        ? `“${fileName}” is not a supported format. Please upload a JPEG, PNG or WebP picture.`
        : 'This photo is not in a supported format. Please upload a JPEG, PNG or WebP picture.';
    case 'photoTooBig':
      return `The photo is too large (${mb(problem.bytes)} MB). Please upload a picture of ${mb(problem.max)} MB or less.`;
    case 'photoTooSmall':
      return `The photo is too small (${problem.width}×${problem.height} pixels). Width and height must both be at least ${problem.min} pixels.`;
    case 'photoTooLarge':
      return `The photo is too big (${problem.width}×${problem.height} pixels). Width and height must both be ${problem.max} pixels or less.`;
    case 'photoUnreadable':
      return 'This picture cannot be read; the file may be damaged. Please choose another.';
    case 'textMissing':
      return 'Please enter some text first';
    case 'textTooLong':
      return `The text is too long: at most ${problem.max / 2} Chinese characters or ${problem.max} English characters (now ${problem.width}). Please shorten it and start again.`;
    case 'textLanguage':
      return `This text is in ${LANGUAGE[problem.text]} and the chosen voice reads only ${LANGUAGE[problem.voice]}: please choose ${A_VOICE[problem.text]} (nothing started, nothing charged).`;
  }
}

/** The English names of the voices say their language already ("Chinese · female, gentle"). */
function switchVoice(_language: SpeechLanguage, name: string): string {
  return `Switch to “${name}”`;
}

function describeRunProblem(problem: RunProblem): string {
  switch (problem.kind) {
    case 'noStyle':
      return 'Please choose a style first';
    case 'unknownStyle':
      return `Unknown style: ${problem.style}`;
    case 'repeatedStyle':
      return `Style chosen twice: ${problem.style}`;
    case 'tooManyStyles':
      return problem.max === 1 ? 'This tool takes one style at a time' : `Choose at most ${problem.max} styles at a time`;
    case 'badCount':
      return problem.max === 1 ? 'This tool makes one result at a time' : `Each style can make 1 to ${problem.max} results`;
  }
}

export const input: Catalogue['input'] = { describeProblem, describeRunProblem, switchVoice };
