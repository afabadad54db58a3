// /gif: the talking-photo GIF maker — the tool workspace for 'gif'.
import { useState } from 'react';
import { peekDraft } from '../../features/generate/draft';
import { ToolWorkspace } from '../../features/generate/ToolWorkspace';
import { create as zhCreate } from '../../locales/zh-CN/create';
import { useMessages } from '../../locales/useLocale';
import styles from './CreatePage.module.css';
import { useDocumentTitle } from '../../components/useDocumentTitle';

export default function GifPage() {
  const create = useMessages('create', zhCreate);
  const t = create.gif;
  useDocumentTitle(create.gif.title);
  // Back from the login with a GIF draft: start on its expression.
  const [style, setStyle] = useState(() => {
    const draft = peekDraft();
    return draft?.tool === 'gif' ? draft.style : '';
  });
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>{t.title}</h1>
        <p className={styles.intro}>{t.intro}</p>
      </header>
      <ToolWorkspace tool="gif" style={style} onStyleChange={setStyle} />
    </div>
  );
}
