// The full-screen viewer over a list of results (my resources, a run's grid): one result at a
// time, as large as the screen allows; the next and the previous by the arrow keys, the side
// buttons or a swipe (pointer events, so a finger, a pen or a mouse drag); Escape or × closes
// and gives the focus back to what opened it, and Tab stays inside meanwhile. A result made
// from a photo shows that original beside it on request; video and audio play here, a speech
// result with the words it speaks (scrollable, selectable: no swipe starts on them). Its star,
// its save (by device, SaveResult) and, where a download is not how this device keeps a file,
// how to keep it (a long press inside WeChat). Under the result, what can be made of it (HD,
// variations, edit the text: ../actions); an HD result says so, and a picture its size once
// it has loaded (2048 × 2048). Its own chunk (./lazyViewer.tsx). On a phone the toolbar is two
// rows (the name, the star and ×, then the worded tools, which wrap): every control on screen,
// 44 px or more.
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { createPortal } from 'react-dom';
import { useMessages } from '../../../locales/useLocale';
import { create as zhCreate } from '../../../locales/zh-CN/create';
import type { Catalogue } from '../../../locales/types';
import type { Device } from '../../../rules/device';
import type { Resource } from '../../../services/types';
import { allowedMedia } from '../../../utils/untrusted';
import { FavouriteStar } from '../../favourites';
import { resourceLabel } from '../save/resourceNames';
import { SaveResult } from '../save/SaveResult';
import { useDevice } from '../useDevice';
import type { ViewerItem } from './viewerItems';
import styles from './ResultViewer.module.css';
import { trapTab } from '../../../components/dialog/trapTab';
import { HdMark } from '../actions/HdMark';
import { ResultActions } from '../actions/ResultActions';
import type { WorkOn } from '../actions/useResultActions';

export interface ResultViewerProps {
  items: readonly ViewerItem[];
  /** The result shown first. */
  startId: string;
  onClose: () => void;
  /** Hears which result is shown (the run's large preview follows it). */
  onShow?: (resId: string) => void;
  /** What gets the focus back on close; default: what had it when the viewer opened. */
  opener?: HTMLElement | null;
  /** Where the results are shown, for the actions on them; default my resources. */
  workOn?: WorkOn;
}

/** A picture's size in pixels, once it has loaded, and of which result. */
interface Size {
  resId: string;
  width: number;
  height: number;
}

const IN_RESOURCES: WorkOn = { place: 'resources' };

/** A horizontal move of at least this much (CSS px), clearly more sideways than up or down, is a swipe. */
export const SWIPE_MIN_PX = 48;

type Words = Catalogue['create']['viewer'];

/** How to keep this result where the save button is not the whole answer; null where it is. */
function keepHint(device: Device, kind: Resource['kind'], t: Words): string | null {
  const still = kind === 'image' || kind === 'gif';
  if (device === 'wechat') return still ? t.longPress : kind === 'video' ? t.keepVideoWechat : t.keepAudioWechat;
  if (device === 'phone' && !still) return kind === 'video' ? t.keepVideoPhone : t.keepAudioPhone;
  return null;
}

/** A speech result: the words it speaks (the run's own text, from its settings) above its player; ♪ when the server kept none. */
function Speech({ resource, url, name, t }: { resource: Resource; url: string; name: string; t: Words }) {
  const wordsId = useId();
  const text = resource.settings?.text?.trim();
  return (
    <div className={styles.audio}>
      {text ? (
        <>
          <p id={wordsId} className={styles.spokenLabel}>
            {t.spoken}
          </p>
          {/* Focusable: a long text scrolls by keyboard too. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard */}
          <section className={styles.spoken} aria-labelledby={wordsId} tabIndex={0} data-no-swipe>
            {text}
          </section>
        </>
      ) : (
        <span className={styles.audioIcon} aria-hidden="true">
          ♪
        </span>
      )}
      <audio key={url} src={url} controls preload="metadata" aria-label={name} />
    </div>
  );
}

function Media({ resource, name, onSize, t }: { resource: Resource; name: string; onSize?: (size: Size) => void; t: Words }) {
  const url = allowedMedia(resource.url);
  if (resource.kind === 'video') {
    return <video key={url} className={styles.media} src={url} controls playsInline preload="metadata" aria-label={name} />;
  }
  if (resource.kind === 'audio') return <Speech resource={resource} url={url} name={name} t={t} />;
  // A real <img> of the result's own address: what WeChat's long press saves.
  return (
    <img
      key={url}
      className={styles.media}
      src={url}
      alt={name}
      draggable={false}
      onLoad={(event) => {
        const { naturalWidth: width, naturalHeight: height } = event.currentTarget;
        if (width > 0 && height > 0) onSize?.({ resId: resource.resId, width, height });
      }}
    />
  );
}

export function ResultViewer({ items, startId, onClose, onShow, opener, workOn = IN_RESOURCES }: ResultViewerProps) {
  const c = useMessages('create', zhCreate);
  const t = c.viewer;
  const device = useDevice();
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const [shownId, setShownId] = useState(startId);
  const [compare, setCompare] = useState(false);
  const [size, setSize] = useState<Size | null>(null);
  // The list may change while open (a result deleted, a run's next result done): keep the one shown.
  const found = items.findIndex((item) => item.resource.resId === shownId);
  const index = found === -1 ? 0 : found;
  const item = items[index];
  const swipe = useRef<{ id: number; x: number; y: number } | null>(null);

  // Focus inside on open, the page behind does not scroll; on close the focus goes back to the opener.
  const [returnTo] = useState(() =>
    opener !== undefined ? opener : document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  // Before paint: a key pressed the moment it shows already reaches the viewer.
  useLayoutEffect(() => closeButton.current?.focus(), []);
  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (returnTo && document.contains(returnTo)) returnTo.focus();
    };
  }, [returnTo]);

  const shownResId = item?.resource.resId;
  useEffect(() => {
    if (shownResId !== undefined) onShow?.(shownResId);
  }, [shownResId, onShow]);

  // Nothing left to show (every result deleted meanwhile): the viewer closes.
  useEffect(() => {
    if (!item) onClose();
  }, [item, onClose]);
  if (!item || typeof document === 'undefined') return null;

  const several = items.length > 1;
  const go = (step: number) => {
    if (!several) return;
    setShownId(items[(index + step + items.length) % items.length].resource.resId);
  };
  const { resource, original } = item;
  const name = resourceLabel(resource);
  const hint = keepHint(device, resource.kind, t);
  const comparable = Boolean(original) && resource.kind !== 'audio';
  const showOriginal = comparable && compare;
  const shownSize = size?.resId === resource.resId ? size : null;
  // A run started from here shows where the viewer was opened from: the viewer gets out of its way.
  const actionsWorkOn: WorkOn = {
    ...workOn,
    onStarted: () => {
      workOn.onStarted?.();
      onClose();
    },
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // Only the viewer closes (not the workspace it may be over).
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      // A player's own keys (seek) stay the player's.
      if (event.target instanceof HTMLMediaElement) return;
      event.preventDefault();
      event.stopPropagation();
      go(event.key === 'ArrowRight' ? 1 : -1);
      return;
    }
    if (event.key !== 'Tab') return;
    event.stopPropagation();
    trapTab(event, dialog.current);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!event.isPrimary || event.button > 0) return;
    // Selecting the spoken words is a drag too: it does not turn.
    if (event.target instanceof Element && event.target.closest('[data-no-swipe]')) return;
    swipe.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > 1.5 * Math.abs(dy)) go(dx < 0 ? 1 : -1);
  };

  return createPortal(
    <div className={styles.backdrop} role="presentation">
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a modal traps Tab, closes on Escape and turns with the arrows: the keys belong to the dialog itself */}
      <div ref={dialog} className={styles.viewer} role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <header className={styles.bar}>
          <h2 id={titleId} className={styles.title} aria-live="polite">
            <span className={styles.name}>{name}</span>
            <HdMark resource={resource} className={styles.hdMark} />
            {shownSize ? (
              <span className={styles.size} aria-label={c.actions.sizeLabel(shownSize.width, shownSize.height)}>
                {c.actions.size(shownSize.width, shownSize.height)}
              </span>
            ) : null}
            {several ? <span className={styles.position}>{t.position(index + 1, items.length)}</span> : null}
          </h2>
          <span className={styles.star}>
            <FavouriteStar resId={resource.resId} name={name} tone="dark" size="lg" />
          </span>
          <div className={styles.tools}>
            {comparable ? (
              <button type="button" className={styles.tool} aria-pressed={compare} onClick={() => setCompare((on) => !on)}>
                {t.original}
              </button>
            ) : null}
            <SaveResult resource={resource} className={styles.tool} readAhead />
          </div>
          {/* Last in the bar on a computer; on a phone beside the name, above the tools (the CSS orders it). */}
          <button ref={closeButton} type="button" className={styles.close} onClick={onClose} aria-label={t.close}>
            ×
          </button>
        </header>
        <div
          className={styles.stage}
          data-testid="viewer-stage"
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (swipe.current = null)}
        >
          {showOriginal && original ? (
            <div className={styles.pair}>
              <figure className={styles.figure}>
                <img className={styles.media} src={original} alt={t.originalAlt(name)} draggable={false} />
                <figcaption>{t.originalCaption}</figcaption>
              </figure>
              <figure className={styles.figure}>
                <Media resource={resource} name={name} onSize={setSize} t={t} />
                <figcaption>{t.resultCaption}</figcaption>
              </figure>
            </div>
          ) : (
            <Media resource={resource} name={name} onSize={setSize} t={t} />
          )}
          {several ? (
            <>
              <button type="button" className={`${styles.turn} ${styles.prev}`} onClick={() => go(-1)} aria-label={t.previous}>
                ‹
              </button>
              <button type="button" className={`${styles.turn} ${styles.next}`} onClick={() => go(1)} aria-label={t.next}>
                ›
              </button>
            </>
          ) : null}
        </div>
        <ResultActions
          key={resource.resId}
          resource={resource}
          workOn={actionsWorkOn}
          withAgain={workOn.place === 'resources'}
          buttonClassName={styles.tool}
          className={styles.actions}
        />
        {hint || several ? (
          <p className={styles.hint}>
            {hint}
            {hint && several ? ' ' : ''}
            {several ? <span className={styles.keys}>{device === 'desktop' ? t.keysHint : t.swipeHint}</span> : null}
          </p>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}
