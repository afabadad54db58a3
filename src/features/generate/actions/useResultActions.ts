// Pressing an action on a finished result. HD and variations start a run at once (their price
// was on the button): from my resources the app then opens that tool's workspace, where the
// run shows, as make again does; inside the workspace the run shows there already. A balance
// below the price goes to the shop instead (which says how much is missing). Edit the text
// keeps the text (and style) as the workspace's draft and opens it: nothing is charged until
// the user presses Start there.
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isCancelled } from '../../../app';
import { showToast } from '../../../components/toast/toastStore';
import { localized } from '../../../locales/active';
import { create as zhCreate } from '../../../locales/zh-CN/create';
import { tasks } from '../../../models/tasks';
import type { Resource } from '../../../services/types';
import { selectInfo, useAppDispatch, useAppSelector } from '../../../store';
import { shopAddress } from '../../../utils/shopAddress';
import { failureMessage } from '../../effects';
import { runAddress } from '../run/runAddress';
import { saveDraft, type Draft } from '../workspace/draft';
import { resultOffers, type ResultOffers } from './resultOffers';

export type ActionKind = 'hd' | 'variations';

/** Where the result is shown, which decides what follows a press. */
export interface WorkOn {
  /** 'resources': my resources (a run opens its workspace; edit the text is offered); 'workspace': a run's own workspace. */
  place: 'resources' | 'workspace';
  /** Before leaving for the shop: keeps what the workspace holds (its draft). */
  beforeShop?: () => Promise<unknown>;
  /** A run started (the viewer closes, so the new run is in sight). */
  onStarted?: () => void;
}

export interface ResultActionsApi extends ResultOffers {
  /** The balance is known and below this price. */
  isShort: (cost: number) => boolean;
  busy: ActionKind | null;
  press: (kind: ActionKind) => Promise<void>;
  /** Edit the text is offered (a text tool's result, in my resources: the workspace holds its own text). */
  editText: boolean;
  openWithText: () => Promise<void>;
}

export function useResultActions(resource: Resource, { place, beforeShop, onStarted }: WorkOn): ResultActionsApi {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const here = useLocation();
  const info = useAppSelector(selectInfo);
  const balance = info.id !== '' ? info.points : null;
  const [busy, setBusy] = useState<ActionKind | null>(null);
  const offers = resultOffers(resource);
  const isShort = (cost: number) => balance !== null && balance < cost;

  const press = async (kind: ActionKind) => {
    const offer = kind === 'hd' ? offers.hd : offers.variations;
    if (!offer || busy !== null || resource.typ === 'unknown') return;
    if (isShort(offer.cost)) {
      await beforeShop?.();
      void navigate(shopAddress(offer.cost, here.pathname + here.search));
      return;
    }
    setBusy(kind);
    try {
      const request = { resource };
      await dispatch(kind === 'hd' ? tasks.actions.makeHd(request) : tasks.actions.makeVariations(request));
    } catch (error) {
      // Nothing was started or charged: say why, and leave the result where it was.
      if (!isCancelled(error)) showToast(failureMessage(error));
      return;
    } finally {
      setBusy(null);
    }
    onStarted?.();
    if (place === 'resources') void navigate(runAddress({ tool: resource.typ, styles: [resource.style] }));
  };

  const openWithText = async () => {
    const text = resource.settings?.text;
    if (resource.typ === 'unknown' || text === undefined) return;
    const draft: Draft = { tool: resource.typ, style: resource.style, text };
    if (resource.settings?.bgm !== undefined) draft.bgm = resource.settings.bgm;
    if ((await saveDraft(draft)) === 'nothing') {
      showToast(localized('create', zhCreate).actions.editFailed);
      return;
    }
    void navigate(runAddress({ tool: resource.typ, styles: [resource.style] }));
  };

  return { ...offers, editText: offers.editText && place === 'resources', isShort, busy, press, openWithText };
}
