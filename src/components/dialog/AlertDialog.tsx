// docs/contract.md §2: one confirm button ("确定" by default) that fades in, scales out when pressed
// and calls onConfirm when that animation ends. Reduced motion (no animation, so no
// animationend) is covered by a fallback timer.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { common as zhCommon } from '../../locales/zh-CN/common';
import { useMessages } from '../../locales/useLocale';
import { Button } from '../button/Button';
import styles from './AlertDialog.module.css';
import { trapTab } from './trapTab';

/** Longer than the 180 ms scale-out: only fires when animationend never comes. */
export const CLOSE_FALLBACK_MS = 400;

export interface AlertDialogProps {
  open: boolean;
  title: string;
  message?: ReactNode;
  confirmLabel?: string;
  /** Shown only when set (destructive confirms): a second button that cancels. */
  cancelLabel?: string;
  danger?: boolean;
  onConfirm: () => void;
  /** Escape, the cancel button or a click on the backdrop. */
  onCancel?: () => void;
  /** A third choice, between cancel and confirm (e.g. 撤回 instead of 删除). */
  alternativeLabel?: string;
  onAlternative?: () => void;
}

export function AlertDialog(props: AlertDialogProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<DialogBody {...props} />, document.body);
}

function DialogBody({
  title,
  message,
  confirmLabel,
  cancelLabel,
  danger,
  onConfirm,
  onCancel,
  alternativeLabel,
  onAlternative,
}: AlertDialogProps) {
  const common = useMessages('common', zhCommon);
  const [closing, setClosing] = useState(false);
  const done = useRef(false);
  const dialogRef = useRef<HTMLDivElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();

  // Focus the least destructive choice; give focus back to where it was on close.
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    (cancelRef.current ?? confirmRef.current)?.focus();
    return () => previous?.focus?.();
  }, []);

  const finish = () => {
    if (done.current) return;
    done.current = true;
    onConfirm();
  };

  useEffect(() => {
    if (!closing) return;
    // A native listener: React's synthetic animationend depends on vendor-prefix
    // detection that some environments (jsdom) fail.
    const node = dialogRef.current;
    const onEnd = (e: AnimationEvent) => {
      if (e.target === node) finish();
    };
    node?.addEventListener('animationend', onEnd);
    const timer = setTimeout(finish, CLOSE_FALLBACK_MS);
    return () => {
      clearTimeout(timer);
      node?.removeEventListener('animationend', onEnd);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only `closing` matters: finish() guards against a second call through a ref
  }, [closing]);

  const cancel = () => {
    if (closing) return;
    onCancel?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      cancel();
      return;
    }
    trapTab(event, dialogRef.current);
  };

  return (
    // The backdrop's click is a mouse shortcut for cancel; keyboards have Escape (onKeyDown).
    <div className={styles.backdrop} role="presentation" onMouseDown={(e) => e.target === e.currentTarget && cancel()}>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a modal traps Tab and closes on Escape: the keys belong to the dialog itself */}
      <div
        ref={dialogRef}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={message ? messageId : undefined}
        className={`${styles.dialog} ${closing ? styles.closing : ''}`}
        onKeyDown={onKeyDown}
        data-state={closing ? 'closing' : 'open'}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {message && (
          <div id={messageId} className={styles.message}>
            {message}
          </div>
        )}
        <div className={styles.actions}>
          {cancelLabel && (
            <Button ref={cancelRef} variant="secondary" onClick={cancel} disabled={closing}>
              {cancelLabel}
            </Button>
          )}
          {alternativeLabel && (
            <Button variant="secondary" onClick={onAlternative} disabled={closing}>
              {alternativeLabel}
            </Button>
          )}
          <Button ref={confirmRef} variant={danger ? 'danger' : 'primary'} onClick={() => setClosing(true)}>
            {confirmLabel ?? common.confirm}
          </Button>
        </div>
      </div>
    </div>
  );
}
