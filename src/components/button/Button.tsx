import type { ButtonHTMLAttributes, Ref } from 'react';
import { Spinner } from '../feedback/Spinner';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Work in flight: shows a spinner, sets aria-busy and ignores presses. */
  busy?: boolean;
  block?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** The class list of a button, for links that must look like one (<Link className=…>). */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', block = false): string {
  return [styles.button, styles[variant], styles[size], block ? styles.block : ''].filter(Boolean).join(' ');
}

export function Button({
  variant = 'primary',
  size = 'md',
  busy = false,
  block = false,
  disabled,
  className,
  children,
  type = 'button',
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={[buttonClass(variant, size, block), className].filter(Boolean).join(' ')}
      disabled={disabled}
      aria-busy={busy || undefined}
      // aria-disabled rather than disabled while busy keeps focus on the button.
      aria-disabled={busy || undefined}
      onClick={busy ? (e) => e.preventDefault() : onClick}
    >
      {busy && <Spinner size="sm" className={styles.spinner} />}
      <span className={styles.label}>{children}</span>
    </button>
  );
}
