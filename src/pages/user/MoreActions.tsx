// A card's less used actions behind one "更多" button (issue 33, minor 7): the card shows its
// download and make again, and this. A disclosure, not an ARIA menu: its items are ordinary
// buttons (a busy one shows its spinner, a price its text), reached with Tab. It opens under
// the button inside the card, so nothing covers the next card; opening moves the focus to its
// first item, Escape closes it and gives the focus back to the button, and a press outside
// closes it (not one in a dialog an item opened: 删除 asks first, and the focus comes back to
// 删除 when that dialog closes).
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../components/button/Button';
import styles from './panels.module.css';

export interface MoreActionsProps {
  /** The button's words ("更多"). */
  text: string;
  /** Its name and the group's, with the result's ("更多操作：头像风格作品（皮克斯）"). */
  label: string;
  /** The actions: buttons. */
  children: ReactNode;
}

const FOCUSABLE = 'button:not([disabled]), a[href]';

export function MoreActions({ text, label, children }: MoreActionsProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  // Opened: the focus goes to its first item, so the keyboard is where the actions are.
  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [open]);

  // While open: a press anywhere else closes it (a dialog's own presses do not: it was opened
  // from here), and Escape with the focus on it or in it closes it and gives the focus back.
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target;
      if (!(target instanceof Element)) return;
      if (root.current?.contains(target) || target.closest('[role="dialog"], [role="alertdialog"]')) return;
      setOpen(false);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || !(event.target instanceof Node) || !root.current?.contains(event.target)) return;
      // Its own Escape: a viewer or a dialog listening on the page does not close too.
      event.stopPropagation();
      setOpen(false);
      trigger.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown, true);
    };
  }, [open]);

  return (
    <div ref={root} className={styles.more}>
      <Button
        ref={trigger}
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={label}
        onClick={() => setOpen((was) => !was)}
      >
        {text}
        <span aria-hidden="true" className={styles.moreCaret}>
          {open ? '▴' : '▾'}
        </span>
      </Button>
      <div ref={panel} id={panelId} role="group" aria-label={label} className={styles.morePanel} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
