// Where the QA recorder's open panel sits (development only): at the left, as low as it can
// while covering none of the page's controls, so a person recording at 375 px still sees and
// presses what they record (the text-to-speech workspace fills a phone's screen with them).
// Only where no band is free does it sit at the bottom edge over the page.

export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** The panel's top: the lowest at which a panel of `size` at `left` covers no box, else at the bottom edge. */
export function freeTop(
  boxes: readonly Box[],
  view: { height: number },
  size: { width: number; height: number },
  left = 0,
  gap = 4,
): number {
  const lowest = Math.max(0, view.height - size.height);
  const across = boxes.filter((box) => box.left < left + size.width && box.right > left && box.bottom > box.top);
  const fits = (top: number) => across.every((box) => box.bottom <= top || box.top >= top + size.height);
  const candidates = [lowest, ...across.flatMap((box) => [box.top - gap - size.height, box.bottom + gap])]
    .filter((top) => top >= 0 && top <= lowest)
    .sort((a, b) => b - a);
  return candidates.find(fits) ?? lowest;
}

/** What a person presses or fills (a label is words: its field is a control of its own). */
const CONTROLS =
  'button, a[href], input:not([type="hidden"]), select, textarea, summary, audio[controls], video[controls], [role="button"], [role="tab"], [role="link"], [role="checkbox"], [role="radio"], [role="switch"], [role="option"], [role="menuitem"]';

/** What a person sees of a control: its own box, or its labels' for a field hidden behind them (a chip made of a label). */
function shownAs(element: Element): Element[] {
  const box = element.getBoundingClientRect();
  const hidden = box.width < 8 || box.height < 8;
  return hidden && element instanceof HTMLInputElement && element.labels ? [...element.labels] : [element];
}

/**
 * The boxes of the controls a person sees in the viewport: not the recorder's own, not one
 * behind a dialog or its backdrop (what shows at its centre is not it).
 */
export function visibleControls(doc: Document = document): Box[] {
  const view = { width: doc.documentElement.clientWidth, height: doc.documentElement.clientHeight };
  return [...doc.querySelectorAll(CONTROLS)].flatMap(shownAs).flatMap((element) => {
    if (element.closest('[data-qa-recorder]')) return [];
    const box = element.getBoundingClientRect();
    if (
      box.width <= 0 ||
      box.height <= 0 ||
      box.bottom <= 0 ||
      box.top >= view.height ||
      box.right <= 0 ||
      box.left >= view.width
    ) {
      return [];
    }
    const x = Math.min(Math.max(box.left + box.width / 2, 0), view.width - 1);
    const y = Math.min(Math.max(box.top + box.height / 2, 0), view.height - 1);
    const shown = doc.elementsFromPoint(x, y).find((hit) => !hit.closest('[data-qa-recorder]'));
    if (!shown || !(element.contains(shown) || shown.contains(element))) return [];
    return [{ top: box.top, bottom: box.bottom, left: box.left, right: box.right }];
  });
}
