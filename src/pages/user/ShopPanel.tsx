// The points shop: goods, buy (a trade with a WeChat Pay URL), the QR, waiting, paid.
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectInfo } from '../../app/selectors';
import { Button } from '../../components/button/Button';
import { EmptyState } from '../../components/feedback/EmptyState';
import { ErrorState } from '../../components/feedback/ErrorState';
import { Skeleton } from '../../components/feedback/Skeleton';
import { user } from '../../locales/zh-CN/user';
import { shop } from '../../models/shop';
import { PaymentDialog } from './PaymentDialog';
import { useEffectErrorToast } from './useEffectErrorToast';
import styles from './panels.module.css';

const t = user.shop;
const ACTION_EFFECTS = ['shop/buy'] as const;

export function ShopPanel() {
  const dispatch = useAppDispatch();
  const goods = useAppSelector((s) => s.shop.goods);
  const trade = useAppSelector((s) => s.shop.trade);
  const info = useAppSelector(selectInfo);
  const loading = useAppSelector((s) => s.loading.effects['shop/fetchGoods'] === true);
  const error = useAppSelector((s) => s.errors['shop/fetchGoods']);
  const buying = useAppSelector((s) => s.loading.effects['shop/buy'] === true);
  useEffectErrorToast(ACTION_EFFECTS);

  useEffect(() => {
    dispatch(shop.actions.fetchGoods());
  }, [dispatch]);

  const retry = () => dispatch(shop.actions.fetchGoods());

  return (
    <div>
      <p className={styles.balance}>{t.balance(info.points)}</p>
      {error && goods.length === 0 ? (
        <ErrorState message={error} onRetry={retry} busy={loading} />
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
                busy={buying}
                disabled={trade !== null}
                aria-label={`${t.buy} ${g.name}`}
                onClick={() => dispatch(shop.actions.buy({ id: g.id }))}
              >
                {t.buy}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {trade && <PaymentDialog trade={trade} onClose={() => dispatch(shop.actions.clearTrade())} />}
    </div>
  );
}
