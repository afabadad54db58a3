import { Spinner } from '../../components/feedback/Spinner';
import { pages as zhPages } from '../../locales/zh-CN/pages';
import { useMessages } from '../../locales/useLocale';
import { agentUrl } from './agentHost';
import styles from './AgentFrame.module.css';

export interface AgentFrameProps {
  /** The identifier the agent host is keyed by; empty while it is being fetched. */
  id: string;
  title: string;
  preparing: string;
}

/** The configured agent host in a frame, or a loading state until the id is known. */
export function AgentFrame({ id, title, preparing }: AgentFrameProps) {
  const pages = useMessages('pages', zhPages);
  if (!id) {
    return (
      <div className={styles.frameBox}>
        <div className={styles.loading} role="status">
          <Spinner size="lg" />
          <span>{preparing}</span>
        </div>
      </div>
    );
  }
  const src = agentUrl(id);
  if (!src) {
    return (
      <div className={styles.frameBox}>
        <p className={styles.loading} role="alert">
          {pages.agent.badHost}
        </p>
      </div>
    );
  }
  return (
    <div className={styles.frameBox}>
      <iframe className={styles.frame} src={src} title={title} />
    </div>
  );
}
