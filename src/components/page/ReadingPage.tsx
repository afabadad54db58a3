// The frame of a page read as a column of text (/blog, /contract, /download): 860 px wide at most,
// centred, with its heading when it has one (an article brings its own).
import type { ReactNode } from 'react';
import styles from './ReadingPage.module.css';

export function ReadingPage({ heading, children }: { heading?: string; children: ReactNode }) {
  return (
    <section className={styles.page}>
      {heading === undefined ? null : <h1 className={styles.heading}>{heading}</h1>}
      {children}
    </section>
  );
}
