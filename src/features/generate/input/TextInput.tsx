// Text input for text-to-image and text-to-speech, with the width of docs/contract.md §5 counted
// live (ASCII and half-width 1, everything else 2) against the tool's limit.
import { useId, type Ref } from 'react';
import { create as zhCreate } from '../../../locales/zh-CN/create';
import { useMessages } from '../../../locales/useLocale';
import { input as zhInput } from '../../../locales/zh-CN/input';
import { textWidth } from '../../../rules/textWidth';
import styles from './TextInput.module.css';

export interface TextInputProps {
  value: string;
  onChange: (value: string) => void;
  max: number;
  label: string;
  placeholder: string;
  disabled?: boolean;
  /** The text area (the workspace puts the focus there to write another text). */
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextInput({ value, onChange, max, label, placeholder, disabled, ref }: TextInputProps) {
  const t = useMessages('create', zhCreate).text;
  const { describeProblem } = useMessages('input', zhInput);
  const id = useId();
  const counterId = useId();
  const width = textWidth(value);
  const over = width > max;
  return (
    <div className={styles.wrap}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        className={`${styles.area} ${over ? styles.invalid : ''}`}
        value={value}
        placeholder={placeholder}
        rows={5}
        disabled={disabled}
        aria-invalid={over || undefined}
        aria-describedby={counterId}
        data-qa-step="types the text"
        onChange={(e) => onChange(e.target.value)}
      />
      <div id={counterId} className={styles.footer}>
        <span className={styles.hint}>{t.counterHint}</span>
        <span className={over ? styles.over : styles.count} aria-live="polite">
          {t.counter(width, max, Array.from(value).length)}
        </span>
      </div>
      {over ? (
        <p className={styles.error} role="alert">
          {describeProblem({ kind: 'textTooLong', width, max })}
        </p>
      ) : null}
    </div>
  );
}
