import { useAppSelector } from '../../store';
import { selectIsLoggedIn } from '../../store';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { LoginInvite } from '../../features/auth/LoginInvite';
import { pages as zhPages } from '../../locales/zh-CN/pages';
import { useMessages } from '../../locales/useLocale';
import { AgentFrame } from '../../features/agent/AgentFrame';
import styles from '../../features/agent/AgentFrame.module.css';

export default function AgentPage() {
  const t = useMessages('pages', zhPages).agent;
  useDocumentTitle(t.title);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const difyid = useAppSelector((s) => s.session.difyid);
  return (
    <section className={styles.page}>
      <h1 className={styles.heading}>{t.heading}</h1>
      <p className={styles.intro}>{t.intro}</p>
      {loggedIn ? <AgentFrame id={difyid} title={t.frameTitle} preparing={t.preparing} /> : <LoginInvite />}
    </section>
  );
}
