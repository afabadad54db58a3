// The words for an input problem (src/rules/input.ts), shown by the page before sending and
// answered by the stand-in when the same problem arrives: one text for both.
import type { InputProblem } from '../../rules/input';
import type { RunProblem } from '../../rules/runs';
import type { SpeechLanguage } from '../../rules/speech';

const LANGUAGE: Record<SpeechLanguage, string> = { zh: '中文', en: '英文' };

const mb = (bytes: number): string => {
  const value = bytes / 1024 / 1024;
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
};

/** `fileName`, when known, names the file in a wrong-type message. */
export function describeProblem(problem: InputProblem, fileName?: string): string {
  switch (problem.kind) {
    case 'photoMissing':
      return '请上传照片';
    case 'photoType':
      return fileName
        ? `“${fileName}” 不是支持的格式，请上传 JPEG、PNG 或 WebP 图片`
        : '照片格式不正确，请上传 JPEG、PNG 或 WebP 图片';
    case 'photoTooBig':
      return `照片太大（${mb(problem.bytes)} MB），请上传不超过 ${mb(problem.max)} MB 的图片`;
    case 'photoTooSmall':
      return `照片尺寸太小（${problem.width}×${problem.height} 像素），宽和高都至少需要 ${problem.min} 像素`;
    case 'photoTooLarge':
      return `照片尺寸太大（${problem.width}×${problem.height} 像素），宽和高都不能超过 ${problem.max} 像素`;
    case 'photoUnreadable':
      return '无法读取这张图片，文件可能已损坏，请换一张';
    case 'textMissing':
      return '请先输入文字';
    case 'textTooLong':
      return `文字太长：最多 ${problem.max / 2} 个汉字或 ${problem.max} 个英文字符（当前计 ${problem.width}），请删减后再开始`;
    case 'textLanguage':
      return `这段文字是${LANGUAGE[problem.text]}，所选声音只会读${LANGUAGE[problem.voice]}，请选择${LANGUAGE[problem.text]}声音（未开始，不扣积分）`;
  }
}

/** The one-press way on from a textLanguage problem: the voice of the text's language. */
export function switchVoice(language: SpeechLanguage, name: string): string {
  return `换成${LANGUAGE[language]}声音「${name}」`;
}

/** What is wrong with a run's styles or result count (src/rules/runs.ts). */
export function describeRunProblem(problem: RunProblem): string {
  switch (problem.kind) {
    case 'noStyle':
      return '请先选择风格';
    case 'unknownStyle':
      return `未知的风格：${problem.style}`;
    case 'repeatedStyle':
      return `风格重复：${problem.style}`;
    case 'tooManyStyles':
      return problem.max === 1 ? '这个工具一次只能选一种风格' : `一次最多选 ${problem.max} 种风格`;
    case 'badCount':
      return problem.max === 1 ? '这个工具每次生成 1 个结果' : `每种风格可生成 1 到 ${problem.max} 个结果`;
  }
}

/** The area of the catalogue (src/locales/types.ts). */
export const input = { describeProblem, describeRunProblem, switchVoice };
