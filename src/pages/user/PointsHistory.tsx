// The points history on the account tab: every change of points with its time, what it was
// for, the amount and the balance after, a page at a time; a buy's receipt to copy or print;
// the refund rule. The endpoint is optional: a server without it gets a quiet note instead.
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { selectLoading } from '../../app';
import { selectInfo, useAppDispatch, useAppSelector } from '../../store';
import { Button } from '../../components/button/Button';
import { Skeleton } from '../../components/feedback/Skeleton';
import { showToast } from '../../components/toast/toastStore';
import { styleNameOf, toolName } from '../../locales/names';
import { useLocale, useMessages } from '../../locales/useLocale';
import type { Locale } from '../../locales/locale';
import { user as zhUser } from '../../locales/zh-CN/user';
import { history, selectHistory } from '../../models/history';
import type { HistoryEntry, HistoryTrade } from '../../services/types';
import { copyText } from '../../utils/clipboard';
import { entryPurpose, formatWhen, receiptText, runLink, type HistoryWords } from './historyText';
import styles from './PointsHistory.module.css';

const NAMES = { tool: toolName, style: (tool: string, style: string) => styleNameOf(tool, style) };

export function PointsHistory() {
  const t = useMessages('user', zhUser).history;
  const locale = useLocale();
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectHistory);
  const loading = useAppSelector(selectLoading(history.actions.fetch));
  const balance = useAppSelector(selectInfo).points;

  const load = (page: number) => void dispatch(history.actions.fetch({ page })).catch(() => undefined);
  // Again when the balance moves (a buy, a run, a refund) and after a language switch (pack names).
  useEffect(() => {
    dispatch(history.actions.fetch({ page: 1 })).catch(() => undefined);
  }, [dispatch, locale, balance]);

  const pages = Math.max(1, Math.ceil(state.total / state.num));
  return (
    <section className={styles.section} aria-labelledby="points-history-heading" aria-busy={loading}>
      <h3 id="points-history-heading" className={styles.heading}>
        {t.heading}
      </h3>
      <p className={styles.rule}>{t.refundRule}</p>
      {state.status === 'unavailable' ? (
        <p className={styles.quiet} role="note">
          {t.unavailable}
        </p>
      ) : state.status === 'failed' && state.list.length === 0 ? (
        <p className={styles.quiet} role="note">
          {t.failed}{' '}
          <Button variant="ghost" size="sm" busy={loading} onClick={() => load(state.page)}>
            {t.retry}
          </Button>
        </p>
      ) : state.status === 'idle' ? (
        <div aria-label={t.loading}>
          <Skeleton height={44} />
          <Skeleton height={44} />
        </div>
      ) : state.list.length === 0 ? (
        <p className={styles.quiet}>{t.empty}</p>
      ) : (
        <>
          <ol className={styles.list} aria-label={t.heading}>
            {state.list.map((entry) => (
              <HistoryRow key={entry.id} entry={entry} t={t} locale={locale} />
            ))}
          </ol>
          {state.status === 'failed' ? (
            <p className={styles.quiet} role="note">
              {t.failed}{' '}
              <Button variant="ghost" size="sm" busy={loading} onClick={() => load(state.page)}>
                {t.retry}
              </Button>
            </p>
          ) : null}
          {pages > 1 ? (
            <nav className={styles.pager} aria-label={t.page(state.page, pages)}>
              <Button variant="secondary" size="sm" disabled={state.page <= 1 || loading} onClick={() => load(state.page - 1)}>
                {t.prev}
              </Button>
              <span>
                {t.page(state.page, pages)} · {t.total(state.total)}
              </span>
              <Button
                variant="secondary"
                size="sm"
                disabled={state.page >= pages || loading}
                onClick={() => load(state.page + 1)}
              >
                {t.next}
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}

function HistoryRow({ entry, t, locale }: { entry: HistoryEntry; t: HistoryWords; locale: Locale }) {
  const purpose = entryPurpose(entry, t, NAMES);
  const link = runLink(entry);
  return (
    <li className={styles.entry}>
      <div className={styles.what}>
        <span className={styles.kind}>{t.kind[entry.kind]}</span>
        {purpose && link ? (
          // The run this line paid for (or refunded a result of), shown in my resources.
          // Its name says where it leads, after the words it shows.
          <Link to={link} className={`${styles.purpose} ${styles.runLink}`} aria-label={`${purpose}${t.seeRun}`}>
            {purpose}
          </Link>
        ) : purpose ? (
          <span className={styles.purpose}>{purpose}</span>
        ) : null}
        <time className={styles.when} dateTime={new Date(entry.at).toISOString()}>
          {formatWhen(entry.at, locale)}
        </time>
      </div>
      <div className={styles.numbers}>
        <span className={entry.amount >= 0 ? styles.plus : styles.minus} aria-label={t.amountLabel(entry.amount)}>
          {t.amount(entry.amount)}
        </span>
        <span className={styles.after}>{t.balanceAfter(entry.balance)}</span>
      </div>
      {entry.trade ? <Receipt trade={entry.trade} at={entry.at} t={t} locale={locale} /> : null}
    </li>
  );
}

function Receipt({ trade, at, t, locale }: { trade: HistoryTrade; at: number; t: HistoryWords; locale: Locale }) {
  const r = t.receipt;
  const box = useRef<HTMLDivElement>(null);

  const copy = async () => {
    const copied = await copyText(receiptText(trade, at, t, locale));
    showToast(copied ? r.copied : r.copyFailed);
  };

  // Only this receipt on paper: the print stylesheet hides everything but the marked one.
  const print = () => {
    const node = box.current;
    if (!node) return;
    const done = () => {
      delete node.dataset.printing;
      delete document.body.dataset.printing;
    };
    node.dataset.printing = 'true';
    document.body.dataset.printing = 'receipt';
    window.addEventListener('afterprint', done, { once: true });
    window.print();
  };

  return (
    <details className={styles.receiptToggle}>
      <summary>{r.show}</summary>
      <div ref={box} className={styles.receipt} role="group" aria-label={r.title}>
        <h4 className={styles.receiptTitle}>{r.title}</h4>
        <dl className={styles.receiptFields}>
          <dt>{r.pack}</dt>
          <dd>{trade.name}</dd>
          <dt>{r.points}</dt>
          <dd>{trade.points}</dd>
          <dt>{r.price}</dt>
          <dd>{r.money(trade.price)}</dd>
          <dt>{r.time}</dt>
          <dd>{formatWhen(at, locale)}</dd>
          <dt>{r.tradeNo}</dt>
          <dd className={styles.tradeNo}>{trade.tradeNo}</dd>
          <dt>{r.status}</dt>
          <dd>{r.statuses[trade.status]}</dd>
        </dl>
        <div className={styles.receiptActions}>
          <Button variant="secondary" size="sm" onClick={() => void copy()}>
            {r.copy}
          </Button>
          <Button variant="secondary" size="sm" onClick={print}>
            {r.print}
          </Button>
        </div>
      </div>
    </details>
  );
}
