import styles from './Spinner.module.css';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Read out by screen readers; without it the spinner is decoration (aria-hidden). */
  label?: string;
  className?: string;
}

export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const cls = [styles.spinner, styles[size], className].filter(Boolean).join(' ');
  if (!label) return <span className={cls} aria-hidden="true" />;
  return (
    <span role="status" className={styles.wrap}>
      <span className={cls} aria-hidden="true" />
      <span className={styles.srOnly}>{label}</span>
    </span>
  );
}
