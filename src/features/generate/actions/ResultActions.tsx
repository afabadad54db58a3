// The actions on a finished result, each with its price before the press: HD (a still picture
// not HD yet), variations (new results of the same settings; for a tool that makes one result
// at a time that is "make again", and where make again is offered already it is left out) and,
// in my resources, edit the text of a text tool's result. A balance below a price turns that
// button into the way to the shop.
import type { ReactNode } from 'react';
import { Button } from '../../../components/button/Button';
import { useMessages } from '../../../locales/useLocale';
import { create as zhCreate } from '../../../locales/zh-CN/create';
import { HD_SCALE } from '../../../rules/hd';
import type { Resource } from '../../../services/types';
import { resourceLabel } from '../save/resourceNames';
import { useResultActions, type ResultActionsApi, type WorkOn } from './useResultActions';
import styles from './ResultActions.module.css';

export interface ResultActionsProps {
  resource: Resource;
  workOn: WorkOn;
  /** Offer variations of a one-result tool as "make again" (false where make again is beside it already). */
  withAgain?: boolean;
  /** The class of each button where the buttons are the host's own (the viewer's dark bar); else the app's small buttons. */
  buttonClassName?: string;
  className?: string;
}

interface ActionButtonProps {
  onClick: () => void;
  busy?: boolean;
  label: string;
  children: ReactNode;
  variant: 'secondary' | 'ghost';
  own?: string;
}

function ActionButton({ onClick, busy = false, label, children, variant, own }: ActionButtonProps) {
  if (own !== undefined) {
    return (
      <button
        type="button"
        className={own}
        onClick={busy ? undefined : onClick}
        aria-busy={busy || undefined}
        aria-disabled={busy || undefined}
        aria-label={label}
      >
        {children}
      </button>
    );
  }
  return (
    <Button variant={variant} size="sm" onClick={onClick} busy={busy} aria-label={label}>
      {children}
    </Button>
  );
}

/** What the buttons are given: the result, where it is worked on, and how its host shows them. */
export type ResultActionButtonsProps = Omit<ResultActionsProps, 'className'>;

/**
 * The buttons alone, for a host that lays them out in a row of its own: the card in my
 * resources puts them between its make-again buttons and 删除, one row that wraps in reading
 * order. Nothing when the result offers none.
 */
export function ResultActionButtons(props: ResultActionButtonsProps) {
  const actions = useResultActions(props.resource, props.workOn);
  if (!offersAny(actions, props.withAgain ?? true)) return null;
  return <ActionButtons {...props} actions={actions} />;
}

/** The buttons in a group of their own (the viewer's bar, a run's large result). */
export function ResultActions({ className, ...props }: ResultActionsProps) {
  const t = useMessages('create', zhCreate).actions;
  const actions = useResultActions(props.resource, props.workOn);
  if (!offersAny(actions, props.withAgain ?? true)) return null;
  return (
    <div className={[styles.actions, className].filter(Boolean).join(' ')} role="group" aria-label={t.label}>
      <ActionButtons {...props} actions={actions} />
    </div>
  );
}

/** Variations are shown for a tool of several results, or as "make again" where it is not beside them already. */
const showsVariations = (actions: ResultActionsApi, withAgain: boolean): boolean =>
  actions.variations !== null && (actions.variations.count > 1 || withAgain);

const offersAny = (actions: ResultActionsApi, withAgain: boolean): boolean =>
  actions.hd !== null || showsVariations(actions, withAgain) || actions.editText;

/** The buttons a result offers (its hosts above return nothing when it offers none). */
function ActionButtons({
  resource,
  withAgain = true,
  buttonClassName,
  actions,
}: ResultActionButtonsProps & { actions: ResultActionsApi }) {
  const t = useMessages('create', zhCreate).actions;
  const name = resourceLabel(resource);
  const { hd, variations } = actions;
  const showVariations = showsVariations(actions, withAgain);

  const one = variations?.count === 1;
  const variationsName = one ? t.againName : t.variationsName;
  // While the run a press started goes, its button leads to that run (no second charge).
  const hdText = !hd
    ? ''
    : actions.going.hd !== null
      ? t.going(t.hdName)
      : actions.isShort(hd.cost)
        ? t.short(t.hdName)
        : t.hd(hd.cost);
  const variationsText = !variations
    ? ''
    : actions.going.variations !== null
      ? t.going(variationsName)
      : actions.isShort(variations.cost)
        ? t.short(variationsName)
        : one
          ? t.again(variations.cost)
          : t.variations(variations.count, variations.cost);

  return (
    <>
      {hd ? (
        <ActionButton
          variant="secondary"
          own={buttonClassName}
          onClick={() => void actions.press('hd')}
          busy={actions.busy === 'hd'}
          label={
            actions.going.hd !== null
              ? t.goingLabel(t.hdName, name)
              : actions.isShort(hd.cost)
                ? hdText
                : t.hdLabel(name, hd.cost, HD_SCALE)
          }
        >
          {hdText}
        </ActionButton>
      ) : null}
      {variations && showVariations ? (
        <ActionButton
          variant="secondary"
          own={buttonClassName}
          onClick={() => void actions.press('variations')}
          busy={actions.busy === 'variations'}
          label={
            actions.going.variations !== null
              ? t.goingLabel(variationsName, name)
              : actions.isShort(variations.cost)
                ? variationsText
                : one
                  ? t.againLabel(name, variations.cost)
                  : t.variationsLabel(name, variations.count, variations.cost)
          }
        >
          {variationsText}
        </ActionButton>
      ) : null}
      {actions.editText ? (
        <ActionButton
          variant="ghost"
          own={buttonClassName}
          onClick={() => void actions.openWithText()}
          label={t.editTextLabel(name)}
        >
          {t.editText}
        </ActionButton>
      ) : null}
    </>
  );
}
