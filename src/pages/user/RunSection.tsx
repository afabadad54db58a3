// One run in my resources: a section named by its heading (the run's tool, styles and count,
// and when it was made), its results a card grid of their own.
import { useId, type ReactNode } from 'react';
import panels from './panels.module.css';
import styles from './RunSection.module.css';

export interface RunSectionProps {
  /** "卡通化 · 宫崎骏、新海诚 × 2", with 续 when its first results are on the page before. */
  title: string;
  /** When the run began (epoch ms), for the machine-readable time. */
  at: number;
  /** The same moment as the user reads it: 今天 14:05. */
  when: string;
  /** Its result cards (list items). */
  children: ReactNode;
}

export function RunSection({ title, at, when, children }: RunSectionProps) {
  const headingId = useId();
  return (
    <section className={styles.run} aria-labelledby={headingId}>
      {/* h3: the page's h1, the panel's h2 (sr-only), then one heading a run. */}
      <h3 id={headingId} className={styles.heading}>
        <span className={styles.title}>{title}</span>
        {when ? (
          <>
            {/* Plain text, not a span: it is part of the section's name as it reads. */}
            {' · '}
            <time dateTime={new Date(at).toISOString()} className={styles.when}>
              {when}
            </time>
          </>
        ) : null}
      </h3>
      <ul className={panels.grid}>{children}</ul>
    </section>
  );
}

/** The runs one under another, with more room between runs than between cards. */
export function RunList({ children }: { children: ReactNode }) {
  return <div className={styles.runs}>{children}</div>;
}
