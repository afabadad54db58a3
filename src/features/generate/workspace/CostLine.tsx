// The run's price once, with the balance: a small spinner while it loads, a note if it could
// not; a run of several results says how many first.
import { Spinner } from '../../../components/feedback/Spinner';
import { create as zhCreate } from '../../../locales/zh-CN/create';
import { useMessages } from '../../../locales/useLocale';
import type { GenerateApi } from './useGenerate';
import styles from './ToolWorkspace.module.css';

export function CostLine({
  cost,
  items,
  balance,
  state,
}: {
  cost: number;
  items: number;
  balance: number | null;
  state: GenerateApi['balanceState'];
}) {
  const t = useMessages('create', zhCreate);
  const count = items > 1 ? `${t.runs.total(items)} · ` : '';
  if (state === 'known' && balance !== null) return <p className={styles.cost}>{count + t.cost(cost, balance)}</p>;
  if (state === 'loading') {
    return (
      <p className={styles.cost} aria-busy="true">
        <Spinner size="sm" /> {count + t.costLoading(cost)}
      </p>
    );
  }
  if (state === 'failed') return <p className={styles.cost}>{count + t.costUnknown(cost)}</p>;
  return <p className={styles.cost}>{count + t.costSignedOut(cost)}</p>;
}
