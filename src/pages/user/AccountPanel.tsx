import { Link } from 'react-router-dom';
import { allowedMedia } from '../../utils/untrusted';
import { selectError } from '../../app';
import { selectInfo, useAppDispatch, useAppSelector } from '../../store';
import { Button, buttonClass } from '../../components/button/Button';
import { ErrorState } from '../../components/feedback/ErrorState';
import { Skeleton } from '../../components/feedback/Skeleton';
import { useConfirm } from '../../components/dialog/useConfirm';
import { showToast } from '../../components/toast/toastStore';
import { user as zhUser } from '../../locales/zh-CN/user';
import { useMessages } from '../../locales/useLocale';
import { session } from '../../models/session';
import { formatDate, maskPhone } from './format';
import { PointsHistory } from './PointsHistory';
import styles from './panels.module.css';
import { useErrorText } from '../../features/errors/useErrorText';

export function AccountPanel() {
  const t = useMessages('user', zhUser).account;
  const info = useAppSelector(selectInfo);
  const status = useAppSelector((s) => s.session.infoStatus);
  const error = useAppSelector(selectError(session.actions.fetchInfo));
  const errorText = useErrorText(error, t.infoFailedText);
  const dispatch = useAppDispatch();
  const confirm = useConfirm();

  const logout = async () => {
    const ok = await confirm({
      title: t.logoutTitle,
      message: t.logoutMessage,
      confirmLabel: t.logout,
      cancel: true,
      danger: true,
    });
    if (!ok) return;
    await dispatch(session.actions.logout());
    showToast(t.loggedOut);
  };

  // The account as the session model loaded it; never invented values while it is missing.
  if (!info.id && status === 'failed') {
    return (
      <div className={styles.card}>
        <ErrorState
          title={t.infoFailed}
          message={errorText}
          retryLabel={t.retry}
          onRetry={() => void dispatch(session.actions.fetchInfo()).catch(() => undefined)}
        />
      </div>
    );
  }
  if (!info.id) {
    return (
      <div className={styles.card} aria-busy="true" aria-label={t.loadingInfo}>
        <Skeleton width={72} height={72} radius="50%" />
        <Skeleton height={18} width="40%" />
        <Skeleton height={18} width="60%" />
      </div>
    );
  }

  return (
    <div className={styles.card}>
      <h2 className="sr-only">{t.heading}</h2>
      <div className={styles.profile}>
        {info.avatar ? (
          <img className={styles.avatarLg} src={allowedMedia(info.avatar)} alt={t.avatarAlt} />
        ) : (
          <span className={styles.avatarLg} role="img" aria-label={t.avatarAlt} />
        )}
        <div>
          <div className={styles.phone}>{maskPhone(info.phone) || t.none}</div>
          <div className={styles.badge}>{t.typeLabel(info.type)}</div>
        </div>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t.points}</dt>
          <dd className={styles.pointsValue}>{info.points}</dd>
        </div>
        <div>
          <dt>{t.phone}</dt>
          <dd>{maskPhone(info.phone) || t.none}</dd>
        </div>
        <div>
          <dt>{t.type}</dt>
          <dd>{t.typeLabel(info.type)}</dd>
        </div>
        <div>
          <dt>{t.expire}</dt>
          <dd>{info.expireDate ? formatDate(info.expireDate) : t.none}</dd>
        </div>
      </dl>
      <div className={styles.row}>
        <Link to="/user?tab=shop" className={buttonClass('primary')}>
          {t.buy}
        </Link>
        <Button variant="secondary" onClick={logout}>
          {t.logout}
        </Button>
      </div>
      <PointsHistory />
    </div>
  );
}
