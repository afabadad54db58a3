// The points shop: goods, buy (a trade with a WeChat Pay URL), the QR, waiting, paid.
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { selectError, selectLoading } from '../../app';
import { selectInfo, useAppDispatch, useAppSelector } from '../../store';
import { Button } from '../../components/button/Button';
import { EmptyState } from '../../components/feedback/EmptyState';
import { ErrorState } from '../../components/feedback/ErrorState';
import { Skeleton } from '../../components/feedback/Skeleton';
import { user as zhUser } from '../../locales/zh-CN/user';
import { useLocale, useMessages } from '../../locales/useLocale';
import { shop } from '../../models/shop';
import { announce } from '../../features/effects/announce';
import { PaymentDialog } from './PaymentDialog';
import { returnsTo, shopAddress, shopReturn, wantedPoints } from '../../utils/shopAddress';
import styles from './panels.module.css';
import { useErrorText } from '../../features/errors/useErrorText';

export function ShopPanel() {
  const words = useMessages('user', zhUser);
  const t = words.shop;
  const dispatch = useAppDispatch();
  const goods = useAppSelector((s) => s.shop.goods);
  const trade = useAppSelector((s) => s.shop.trade);
  const info = useAppSelector(selectInfo);
  const loading = useAppSelector(selectLoading(shop.actions.fetchGoods));
  const error = useAppSelector(selectError(shop.actions.fetchGoods));
  const errorText = useErrorText(error);
  const [buying, setBuying] = useState<string | null>(null);
  // Sent here for a price the balance could not pay (积分不足 · 去充值): how many points are missing.
  const [params] = useSearchParams();
  const wanted = wantedPoints(params.get('for'));
  // …and where from (a workspace, with its input kept as the draft): the way back, a same-app path or nothing.
  const back = shopReturn(params.get('back'));
  const backLabel = back && (returnsTo(back) === 'resources' ? words.topUp.backToResources : words.topUp.backToCreation);

  // A failure is shown from state.errors with a retry.
  const load = () => void dispatch(shop.actions.fetchGoods()).catch(() => undefined);
  // Again after a language switch: the server words its goods in the language asked for.
  const locale = useLocale();
  useEffect(() => {
    dispatch(shop.actions.fetchGoods()).catch(() => undefined);
  }, [dispatch, locale]);

  const buy = async (id: string) => {
    setBuying(id);
    await announce(dispatch(shop.actions.buy({ id })));
    setBuying(null);
  };

  return (
    <div>
      {info.id ? <p className={styles.balance}>{t.balance(info.points)}</p> : null}
      {info.id && wanted !== null ? (
        <p className={styles.wanted} role="status">
          {info.points < wanted ? t.missing(wanted, wanted - info.points) : t.enough(wanted)}
        </p>
      ) : null}
      {back ? (
        <p className={styles.backRow}>
          <Link to={back} className={styles.backLink}>
            <span aria-hidden="true">←</span>
            {backLabel}
          </Link>
        </p>
      ) : null}
      <p className={`${styles.small} ${styles.refundRule}`}>{t.refundRule}</p>
      <PaidLaterNotice />
      {error && goods.length === 0 ? (
        <ErrorState message={errorText} onRetry={load} busy={loading} />
      ) : loading && goods.length === 0 ? (
        <ul className={styles.goods} aria-busy="true">
          {[0, 1, 2].map((i) => (
            <li key={i} className={styles.good}>
              <Skeleton height={20} width="50%" />
              <Skeleton height={36} width="40%" />
              <Skeleton height={40} />
            </li>
          ))}
        </ul>
      ) : goods.length === 0 ? (
        <EmptyState title={t.empty} />
      ) : (
        <ul className={styles.goods}>
          {goods.map((g) => (
            <li key={g.id} className={styles.good}>
              <h3 className={styles.goodName}>{g.name}</h3>
              <div className={styles.goodPoints}>{t.points(g.points)}</div>
              <div className={styles.goodPrice}>{t.price(g.price)}</div>
              {g.desc && <p className={styles.small}>{g.desc}</p>}
              <Button
                block
                busy={buying === g.id}
                disabled={trade !== null || (buying !== null && buying !== g.id)}
                aria-label={`${t.buy} ${g.name}`}
                onClick={() => void buy(g.id)}
              >
                {t.buy}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {trade && (
        <PaymentDialog
          trade={trade}
          onClose={() => dispatch(shop.actions.clearTrade())}
          back={back && backLabel ? { to: back, label: backLabel } : undefined}
          shopAt={shopAddress(wanted ?? undefined, back ?? undefined)}
        />
      )}
    </div>
  );
}

/** A trade closed unpaid and paid afterwards (on the phone): tell it once, the balance is already up. */
function PaidLaterNotice() {
  const t = useMessages('user', zhUser).shop;
  const paidLater = useAppSelector((s) => s.shop.paidLater);
  const dispatch = useAppDispatch();
  if (!paidLater) return null;
  return (
    <p className={styles.paid} role="status">
      {t.paidLater(paidLater.points)}{' '}
      <Button variant="secondary" size="sm" onClick={() => dispatch(shop.actions.dismissPaidLater())}>
        {t.ok}
      </Button>
    </p>
  );
}
