// What the person did, in their words: the QA recorder names each step after the gesture that
// began it. Step names are English and the controls' own words are quoted as the screen showed
// them ("presses “积分商城”", "types in “Your name”"): one sentence a reader can follow in either
// language the app was in, which points at the exact words to look for on the page, in a file
// whose code, test names and failure messages are English anyway. An element whose name would
// be noise or say too little tells how its press reads itself, in `data-qa-step` ("opens my
// account" for the header's balance link, "deletes “头像风格 · 皮克斯”" for a card's delete),
// read first. A click on nothing a person can press (a page's background) begins no step.

/** The attribute an element states its step with. */
export const STEP_ATTRIBUTE = 'data-qa-step';
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

/** The screen's words, quoted: “积分商城”. */
const quoted = (text: string): string => `“${text}”`;

/** What the element says its step is (`data-qa-step`), if it says. */
function stated(element: Element): string | null {
  const step = squash(element.getAttribute(STEP_ATTRIBUTE));
  return step === '' ? null : step;
}

/**
 * " in “删除这个作品？”" for a button of a confirmation (its "删除" alone says not what it
 * confirms). Not a workspace's dialog: the step's place names it already.
 */
function inDialog(control: Element): string {
  const dialog = control.closest('[role="alertdialog"]');
  if (!dialog) return '';
  const labelled = dialog.getAttribute('aria-labelledby');
  const title = labelled
    ? squash(dialog.ownerDocument.getElementById(labelled)?.textContent)
    : squash(dialog.getAttribute('aria-label'));
  return title === '' ? '' : ` in ${quoted(shorten(title))}`;
}

/** A click: its `data-qa-step`, or "presses “<name>”" for what a person can press, else null. */
export function pressed(target: EventTarget | null): string | null {
  if (!(target instanceof Element)) return null;
  const control = target.closest(PRESSABLE) ?? target.closest('label, input[type="checkbox"], input[type="radio"]');
  if (!control) return null;
  // A label's click reaches its field too: the field's change names the step.
  if (control instanceof HTMLLabelElement || control instanceof HTMLInputElement) return null;
  return stated(control) ?? `presses ${quoted(nameOf(control))}${inDialog(control)}`;
}

/** What a file field takes, from what it accepts: a photo, a video, else a file. */
function fileKind(input: HTMLInputElement): string {
  const accept = input.accept.toLowerCase();
  if (accept.includes('image')) return 'a photo';
  if (accept.includes('video')) return 'a video';
  return `a file in ${quoted(nameOf(input))}`;
}

/**
 * A field changed: its `data-qa-step`, or "types in “<name>”", "chooses a photo", "ticks “<name>”",
 * "picks “<option>” in “<name>”". What was typed is not in the name: it is in the step's actions.
 */
export function changed(target: EventTarget | null): string | null {
  if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement)) {
    return null;
  }
  const step = stated(target);
  if (step) return step;
  if (target instanceof HTMLSelectElement) {
    return `picks ${quoted(shorten(squash(target.selectedOptions[0]?.textContent)))} in ${quoted(nameOf(target))}`;
  }
  if (target instanceof HTMLTextAreaElement) return `types in ${quoted(nameOf(target))}`;
  if (target.type === 'file') return `chooses ${fileKind(target)}`;
  if (target.type === 'checkbox') return `${target.checked ? 'ticks' : 'unticks'} ${quoted(nameOf(target))}`;
  if (target.type === 'radio') return `picks ${quoted(nameOf(target))}`;
  return `types in ${quoted(nameOf(target))}`;
}
