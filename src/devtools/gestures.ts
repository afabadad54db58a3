// What the person did, in their words: the QA recorder names each step after the gesture that
// began it ("presses 商城", "fills 要朗读的文字"), read from the element as a screen reader would
// name it. A click on nothing a person can press (a page's background) begins no step.

const PRESSABLE = 'button, a[href], [role="button"], [role="tab"], [role="link"], [role="menuitem"], [role="option"], summary';
const MAX_NAME = 40;

const squash = (text: string | null | undefined): string => (text ?? '').replace(/\s+/g, ' ').trim();

function shorten(text: string): string {
  return text.length > MAX_NAME ? `${text.slice(0, MAX_NAME - 1)}…` : text;
}

/** The element's accessible name, in short: aria-label, aria-labelledby, its label, its text, title, alt. */
export function nameOf(element: Element): string {
  const labelled = element.getAttribute('aria-labelledby');
  const byId = labelled
    ? squash(
        labelled
          .split(/\s+/)
          .map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '')
          .join(' '),
      )
    : '';
  const label =
    element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement
      ? squash(element.labels?.[0]?.textContent)
      : '';
  const image = element.querySelector('img[alt]')?.getAttribute('alt');
  const candidates = [
    element.getAttribute('aria-label'),
    byId,
    label,
    element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? '' : element.textContent,
    element.getAttribute('title'),
    element.getAttribute('placeholder'),
    image,
  ];
  for (const candidate of candidates) {
    const name = squash(candidate);
    if (name !== '') return shorten(name);
  }
  return shorten(element.tagName.toLowerCase());
}

/** A click: "presses <name>" for what a person can press, else null. */
export function pressed(target: EventTarget | null): string | null {
  if (!(target instanceof Element)) return null;
  const control = target.closest(PRESSABLE) ?? target.closest('label, input[type="checkbox"], input[type="radio"]');
  if (!control) return null;
  // A label's click reaches its field too: the field's change names the step.
  if (control instanceof HTMLLabelElement || control instanceof HTMLInputElement) return null;
  return `presses ${nameOf(control)}`;
}

/** A field changed: "fills <name>", "chooses a file in <name>", "ticks <name>", "picks <option> in <name>". */
export function changed(target: EventTarget | null): string | null {
  if (target instanceof HTMLSelectElement) {
    return `picks ${shorten(squash(target.selectedOptions[0]?.textContent))} in ${nameOf(target)}`;
  }
  if (target instanceof HTMLTextAreaElement) return `fills ${nameOf(target)}`;
  if (!(target instanceof HTMLInputElement)) return null;
  if (target.type === 'file') return `chooses a file in ${nameOf(target)}`;
  if (target.type === 'checkbox') return `${target.checked ? 'ticks' : 'unticks'} ${nameOf(target)}`;
  if (target.type === 'radio') return `picks ${nameOf(target)}`;
  return `fills ${nameOf(target)}`;
}
