// Pressing an action on a finished result. HD and variations start a run at once (their price
// was on the button): from my resources, once the server has answered, the app opens that
// tool's workspace, where the run shows, as make again does; inside the workspace the run is
// brought into view at once (issue 33: the press shows its effect, on every width). The
// button is busy from the press until the server has answered; while the run it started goes,
// the button reads "in progress · view" and leads to that run instead of charging again
// (useRunPress.ts, shared with my resources' make again). A balance below the price goes to the shop
// instead (which says how much is missing). Edit the text keeps the text (and style) as the
// workspace's draft and opens it: nothing is charged until the user presses Start there.
import { useLocation, useNavigate } from 'react-router-dom';
import { showToast } from '../../../components/toast/toastStore';
import { localized } from '../../../locales/active';
import { create as zhCreate } from '../../../locales/zh-CN/create';
import { tasks } from '../../../models/tasks';
import type { RunAction } from '../../../rules/runs';
import type { Resource } from '../../../services/types';
import { selectInfo, useAppDispatch, useAppSelector } from '../../../store';
import { shopAddress } from '../../../utils/shopAddress';
import { requestReveal } from '../run/revealRun';
import { runAddress } from '../run/runAddress';
import { saveDraft, type Draft } from '../workspace/draft';
import { resultOffers, type ResultOffers } from './resultOffers';
import { useRunPress } from './useRunPress';

export type ActionKind = Extract<RunAction, 'hd' | 'variations'>;

/** Where the result is shown, which decides what follows a press. */
export interface WorkOn {
  /** 'resources': my resources (a run opens its workspace; edit the text is offered); 'workspace': a run's own workspace. */
  place: 'resources' | 'workspace';
  /** Before leaving for the shop: keeps what the workspace holds (its draft). */
  beforeShop?: () => Promise<unknown>;
  /** A run started, or the one going is asked for (the viewer closes, so the run is in sight). */
  onStarted?: () => void;
}

export interface ResultActionsApi extends ResultOffers {
  /** The balance is known and below this price. */
  isShort: (cost: number) => boolean;
  /** From the press until the server has answered the run it started. */
  busy: ActionKind | null;
  /** The run each press started that still goes, if any: pressing again leads to it, charging nothing. */
  going: Record<ActionKind, string | null>;
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
  // My resources opens the run's workspace once the server has answered; a workspace shows it at once.
  const runPress = useRunPress(place === 'resources' ? 'answered' : 'started');
  const offers = resultOffers(resource);
  const isShort = (cost: number) => balance !== null && balance < cost;
  const originOf = (kind: ActionKind) => ({ action: kind, of: resource.resId });
  const busy = (['hd', 'variations'] as const).find((kind) => runPress.busy(originOf(kind))) ?? null;
  const going = { hd: runPress.going(originOf('hd')), variations: runPress.going(originOf('variations')) };

  /** Brings run `id` into view: here, or in its tool's workspace (opened from my resources). */
  const show = (id: string) => {
    requestReveal(id);
    onStarted?.();
    if (place === 'resources' && resource.typ !== 'unknown') {
      void navigate(runAddress({ tool: resource.typ, styles: [resource.style] }));
    }
  };

  const press = async (kind: ActionKind) => {
    const offer = kind === 'hd' ? offers.hd : offers.variations;
    if (!offer || busy !== null || resource.typ === 'unknown') return;
    await runPress.press(
      originOf(kind),
      async () => {
        if (isShort(offer.cost)) {
          await beforeShop?.();
          void navigate(shopAddress(offer.cost, here.pathname + here.search));
          return null;
        }
        const request = { resource };
        return dispatch(kind === 'hd' ? tasks.actions.makeHd(request) : tasks.actions.makeVariations(request));
      },
      show,
    );
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

  return { ...offers, editText: offers.editText && place === 'resources', isShort, busy, going, press, openWithText };
}
