// People in 写实 have a person's proportions, not a doll's (concepts/lifelike.ts): the panel
// called them "doll-like" — a round head a fifth of the body, sitting on a flat bar of shoulders.
import { composeSvg } from './compose';

interface Shape {
  /** The head's extent in the person's unit box (the feet at 0, up negative). */
  top: number;
  bottom: number;
  width: number;
  /** The mouth's line (where its outline starts). */
  mouth: number;
}

/** The person's head outline (the path marked data-part="head") in its drawing's units. */
function headOf(svg: string, id: string): Shape {
  const group = svg.slice(svg.indexOf(`<g id="thing-${id}"`));
  const head = /<path data-part="head" d="([^"]+)"/.exec(group);
  if (!head) throw new Error(`no head drawn for ${id}`);
  // The outline is absolute points only (M, C, Z): numbers in x y pairs.
  const numbers = (head[1].match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
  const xs = numbers.filter((_, i) => i % 2 === 0);
  const ys = numbers.filter((_, i) => i % 2 === 1);
  const mouth = /<path data-part="mouth" d="M-?[\d.]+ (-?[\d.]+)/.exec(group);
  if (!mouth) throw new Error(`no mouth drawn for ${id}`);
  return { top: Math.min(...ys), bottom: Math.max(...ys), width: Math.max(...xs) - Math.min(...xs), mouth: Number(mouth[1]) };
}

describe('tti 写实 people: a person’s proportions, not a doll’s', () => {
  it.each([
    ['a portrait of a smiling old man wearing glasses', 'old-man'],
    ['奶奶在厨房里包饺子', 'old-woman'],
    ['a woman walking in the park', 'woman'],
  ])('draws %s with a head about a seventh of the figure, longer than wide', (prompt, id) => {
    const head = headOf(composeSvg(prompt, 'realistic', 1).svg, id);
    const tall = head.bottom - head.top;
    // Heads in the figure's height (feet at 0 to the top of the head): a doll's 5, an adult's 7–8.
    expect(-head.top / tall).toBeGreaterThan(6.2);
    // A face is longer than wide (about 1.3); a ball is 1.
    expect(tall / head.width).toBeGreaterThan(1.15);
  });

  it.each([
    ['a portrait of a smiling old man wearing glasses', 'old-man'],
    ['奶奶在厨房里包饺子', 'old-woman'],
  ])('draws %s with an adult’s long lower face: the mouth three quarters of the way down the head', (prompt, id) => {
    const head = headOf(composeSvg(prompt, 'realistic', 1).svg, id);
    // An adult's mouth lies about 0.78 of the way from the crown to the chin; higher is a child's (or a doll's) face.
    expect((head.mouth - head.top) / (head.bottom - head.top)).toBeGreaterThan(0.75);
  });
});
