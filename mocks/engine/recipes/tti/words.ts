// Which of the vocabulary's elements a prompt names, in the order it names them (the first
// named thing is the picture's subject when it is an object).
import { ELEMENTS, vocabulary, type Element } from './vocabulary';

const englishIndex = new Map<string, Element>();
for (const element of ELEMENTS) for (const term of vocabulary[element].en) englishIndex.set(term, element);

/** An English word and its simple singular (cats → cat, beaches → beach). */
function englishForms(word: string): string[] {
  const forms = [word];
  if (word.endsWith('es')) forms.push(word.slice(0, -2));
  if (word.endsWith('s')) forms.push(word.slice(0, -1));
  return forms;
}

export function elementsIn(prompt: string): Element[] {
  const text = prompt.toLowerCase();
  const found = new Map<Element, number>();
  const note = (element: Element, at: number) => {
    const known = found.get(element);
    if (known === undefined || at < known) found.set(element, at);
  };
  for (const match of text.matchAll(/[a-z]+/g)) {
    for (const form of englishForms(match[0])) {
      const element = englishIndex.get(form);
      if (element) {
        note(element, match.index);
        break;
      }
    }
  }
  for (const element of ELEMENTS) {
    for (const term of vocabulary[element].zh) {
      const at = text.indexOf(term);
      if (at >= 0) note(element, at);
    }
  }
  return [...found.entries()].sort((a, b) => a[1] - b[1]).map(([element]) => element);
}
