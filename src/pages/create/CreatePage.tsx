// The frame of every create page (/gif, /pbd, /subtitle): its title, what the tool does, then the tool.
import type { ReactNode } from 'react';
import styles from './CreatePage.module.css';

export function CreatePage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.intro}>{intro}</p>
      </header>
      {children}
    </div>
  );
}
