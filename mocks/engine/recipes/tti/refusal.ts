// Whether the local engine can draw anything a prompt names, and, when it cannot, the words
// that say so: the stand-in refuses such a prompt before any charge (mocks/routes/tasks.ts,
// code 4009 nothingToDraw) instead of charging for a picture of nothing asked.
import { CONCEPTS, GROUP_EXAMPLES } from './vocabulary';
import { readPrompt } from './words';

export interface Understanding {
  /** Something to draw: a thing, a place, the weather or a season. */
  drawable: boolean;
  /** The words understood, each concept once (colours and such, when nothing else is). */
  understood: { zh: string; en: string }[];
}

const byId = new Map(CONCEPTS.map((concept) => [concept.id, concept]));

export function understand(prompt: string): Understanding {
  const reading = readPrompt(prompt);
  return {
    drawable: reading.things.length > 0 || reading.elements.length > 0,
    understood: reading.understood.flatMap((id) => {
      const concept = byId.get(id);
      return concept ? [{ zh: concept.zh[0], en: concept.en[0] }] : [];
    }),
  };
}

/** The refusal's words for a prompt with nothing to draw, or undefined when it has something. */
export function nothingToDraw(prompt: string, language: 'zh-CN' | 'en' = 'zh-CN'): string | undefined {
  const { drawable, understood } = understand(prompt);
  if (drawable) return undefined;
  if (language === 'en') {
    const heard = understood.length > 0 ? ` I understood only: ${understood.map((word) => word.en).join(', ')}.` : '';
    return `Nothing in this prompt is something I can draw, so nothing was made or charged.${heard} I can draw: ${GROUP_EXAMPLES.map((group) => group.en).join('; ')} — for example "a cat sitting on a boat".`;
  }
  const heard = understood.length > 0 ? `我只认出了：${understood.map((word) => word.zh).join('、')}。` : '';
  return `这段描述里没有我能画的东西，未生成，也未扣积分。${heard}我能画：${GROUP_EXAMPLES.map((group) => group.zh).join('；')}，例如“一只猫坐在船上”。`;
}
