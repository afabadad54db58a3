// One run in my resources: a section named by its heading (the run's tool, styles and count,
// and when it was made), its results its cards. Runs share the list's rows: a run is as wide
// as its results while they fit (RunSection.module.css says how).
import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './RunSection.module.css';

/** The run's width in the list's columns: one a result, the whole row past four (the widest row holds five). */
function spanClass(cards: number): string {
  if (cards <= 1) return styles.span1;
  if (cards === 2) return styles.span2;
  if (cards === 3) return styles.span3;
  if (cards === 4) return styles.span4;
  return '';
}

export interface RunSectionProps {
  /** "卡通化 · 宫崎骏、新海诚 × 2", with 续 when its first results are on the page before. */
  title: string;
  /** When the run began (epoch ms), for the machine-readable time. */
  at: number;
  /** The same moment as the user reads it: 今天 14:05. */
  when: string;
  /** How many result cards it holds: its width on the list. */
  cards: number;
  /** What acts on the whole run (整组再做): once, beside its heading, not on each card. */
  actions?: ReactNode;
  /** The run a line of the points history leads to (?run=): brought into view, marked, its heading focused. */
  target?: boolean;
  /** Its result cards (list items). */
  children: ReactNode;
}

export function RunSection({ title, at, when, cards, actions, target = false, children }: RunSectionProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Once, when it becomes the target: in view, and the focus on its heading (a screen reader reads where it is).
  useEffect(() => {
    if (!target) return;
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView?.({ block: 'center' });
  }, [target]);
  return (
    <section
      className={[styles.run, spanClass(cards), target ? styles.target : ''].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
      data-target={target || undefined}
    >
      <div className={styles.head}>
        {/* h3: the page's h1, the panel's h2 (sr-only), then one heading a run. */}
        <h3 id={headingId} ref={heading} tabIndex={target ? -1 : undefined} className={styles.heading}>
          <span className={styles.title}>{title}</span>
          {when ? (
            <>
              {/* Its own line on screen, so a narrow run's heading breaks here and not mid-name; the separator is still read. */}{' '}
              <span className="sr-only">·</span>{' '}
              <time dateTime={new Date(at).toISOString()} className={styles.when}>
                {when}
              </time>
            </>
          ) : null}
        </h3>
        {actions ? <div className={styles.runActions}>{actions}</div> : null}
      </div>
      <ul className={styles.cards}>{children}</ul>
    </section>
  );
}

/** The runs in reading order, sharing rows where they are narrow enough. */
export function RunList({ children }: { children: ReactNode }) {
  return <div className={styles.runs}>{children}</div>;
}
