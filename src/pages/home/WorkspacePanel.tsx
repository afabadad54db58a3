// The tool workspace over the home page: a modal panel (full screen on phones) that keeps
// focus inside, closes with Escape or the close button, and hands focus back on close.
import { useEffect, useRef, useState } from 'react';
import { ToolWorkspace } from '../../features/generate/workspace/ToolWorkspace';
import { create as zhCreate } from '../../locales/zh-CN/create';
import { useMessages } from '../../locales/useLocale';
import type { ToolId } from '../../rules/catalog';
import styles from './WorkspacePanel.module.css';
import { useConfirm } from '../../components/dialog/useConfirm';

export interface WorkspacePanelProps {
  tool: ToolId;
  style: string;
  onStyleChange: (style: string) => void;
  onClose: () => void;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([tabindex="-1"]), textarea:not([disabled]), select, audio[controls], video[controls], [tabindex]:not([tabindex="-1"])';

/**
 * Tab reaches one radio per group (the checked one, or the first when none is): the others
 * must not count as the panel's first or last stop, or Tab would leave the panel from them.
 */
function isTabStop(el: HTMLElement): boolean {
  if (!(el instanceof HTMLInputElement) || el.type !== 'radio' || !el.name) return true;
  if (el.checked) return true;
  const group = Array.from(el.form?.elements ?? el.ownerDocument.getElementsByName(el.name)).filter(
    (other): other is HTMLInputElement => other instanceof HTMLInputElement && other.type === 'radio' && other.name === el.name,
  );
  return !group.some((other) => other.checked) && group[0] === el;
}

export function WorkspacePanel({ tool, style, onStyleChange, onClose: close }: WorkspacePanelProps) {
  const create = useMessages('create', zhCreate);
  const panel = useRef<HTMLDivElement>(null);
  const confirm = useConfirm();
  // The user's photo or text: closing (button, Escape, backdrop) asks first, never drops it silently.
  const [hasInput, setHasInput] = useState(false);
  const onClose = async () => {
    if (hasInput) {
      const leave = await confirm({
        title: create.workspace.leaveTitle,
        message: create.workspace.leaveMessage,
        confirmLabel: create.workspace.leave,
        cancel: create.workspace.stay,
        danger: true,
      });
      if (!leave) return;
    }
    close();
  };
  const closeButton = useRef<HTMLButtonElement>(null);
  const name = create.tools[tool];

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    // The focus starts on the close button, unless the workspace put it on a run already: one a
    // press elsewhere (make again in my resources) asked to see, brought into view as it opened.
    const dialog = closeButton.current?.closest('[role="dialog"]');
    if (!dialog || !opener || !dialog.contains(opener)) closeButton.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (opener && document.contains(opener)) opener.focus();
    };
  }, []);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      void onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (el) => !el.closest('fieldset:disabled') && isTabStop(el),
    );
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    // The backdrop's click is a mouse shortcut for close; keyboards have Escape.
    <div className={styles.backdrop} role="presentation" onMouseDown={(e) => e.target === e.currentTarget && void onClose()}>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a modal traps Tab and closes on Escape: the keys belong to the dialog itself */}
      <div
        ref={panel}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby="workspace-title"
        onKeyDown={onKeyDown}
      >
        <header className={styles.header}>
          <h2 id="workspace-title" className={styles.title}>
            {name}
          </h2>
          <button
            ref={closeButton}
            type="button"
            className={styles.close}
            onClick={() => void onClose()}
            aria-label={create.workspace.closeLabel(name)}
          >
            ×
          </button>
        </header>
        <div className={styles.body}>
          <ToolWorkspace key={tool} tool={tool} style={style} onStyleChange={onStyleChange} onInputChange={setHasInput} />
        </div>
      </div>
    </div>
  );
}
