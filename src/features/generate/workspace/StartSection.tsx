// Start, and what is said around it: the cost line, why Start waits (the limit of runs going
// at once, the input missing), the runs going, the browser-notification switch, and the
// shortage of points with the way to the shop.
import { useId } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button } from '../../../components/button/Button';
import { create as zhCreate } from '../../../locales/zh-CN/create';
import { useMessages } from '../../../locales/useLocale';
import { MAX_PARALLEL_RUNS } from '../../../rules/runs';
import { CostLine } from './CostLine';
import { NotifyToggle } from '../run/NotifyToggle';
import type { GenerateApi } from './useGenerate';
import { shopAddress } from '../../../utils/shopAddress';
import styles from './ToolWorkspace.module.css';

export function StartSection(props: {
  gen: GenerateApi;
  cost: number;
  /** Results the run makes. */
  items: number;
  onStart: () => void;
  /** What the input lacks, said under Start (null: nothing). */
  missing: string | null;
  /** The text breaks a rule said beside it (over its limit, another language than the voice's). */
  refused: boolean;
  /** A new photo is being read: Start would send the old one. */
  photoReading: boolean;
}) {
  const { gen, cost, items, onStart, missing, refused, photoReading } = props;
  const t = useMessages('create', zhCreate);
  const limitId = useId();
  const here = useLocation();
  return (
    <>
      <div className={styles.startRow}>
        <CostLine cost={cost} items={items} balance={gen.balance} state={gen.balanceState} />
        <Button
          size="lg"
          block
          onClick={onStart}
          busy={gen.leaving || gen.answering}
          disabled={refused || missing !== null || gen.atLimit || photoReading}
          aria-describedby={gen.atLimit ? limitId : undefined}
        >
          {gen.short ? t.startShort : t.start}
        </Button>
        {gen.atLimit ? (
          <p id={limitId} className={styles.muted} role="status">
            {t.runs.atLimit(MAX_PARALLEL_RUNS)}
          </p>
        ) : missing && !refused ? (
          <p className={styles.muted}>{missing}</p>
        ) : gen.going > 0 ? (
          <p className={styles.muted}>{t.runs.going(gen.going, MAX_PARALLEL_RUNS)}</p>
        ) : null}
        <NotifyToggle />
      </div>
      {gen.shortage ? (
        <div className={styles.shortage} role="alert">
          <p>
            {t.notEnough(gen.shortage.cost, gen.shortage.balance)}
            <Link to={shopAddress(gen.shortage.cost, here.pathname + here.search)}>{t.toShop}</Link>
          </p>
          {gen.shortage.photoLost ? <p>{t.shortagePhotoLost}</p> : null}
        </div>
      ) : null}
    </>
  );
}
