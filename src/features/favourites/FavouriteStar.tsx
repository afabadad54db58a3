// The star on a result (a card, the workspace's result, the viewer): a toggle button that says
// whether the result is a favourite, named with the result for screen readers. Its title (the
// button's description for screen readers) says favourites stay in this browser.
import { useMessages } from '../../locales/useLocale';
import { create as zhCreate } from '../../locales/zh-CN/create';
import { useFavourites } from './useFavourites';
import styles from './FavouriteStar.module.css';

export interface FavouriteStarProps {
  resId: string;
  /** The result's name ("头像风格作品（皮克斯）"), for the button's accessible name. */
  name: string;
  /** On a dark backdrop (the viewer). */
  tone?: 'light' | 'dark';
  /** 'lg': a 44 px target, where it stands with other 44 px controls (the viewer's toolbar). */
  size?: 'md' | 'lg';
}

export function FavouriteStar({ resId, name, tone = 'light', size = 'md' }: FavouriteStarProps) {
  const t = useMessages('create', zhCreate).favourites;
  const { ids, available, toggle } = useFavourites();
  if (!available) return null;
  const on = ids.has(resId);
  return (
    <button
      type="button"
      className={`${styles.star} ${tone === 'dark' ? styles.dark : ''} ${size === 'lg' ? styles.lg : ''} ${on ? styles.on : ''}`}
      aria-pressed={on}
      aria-label={t.label(name)}
      title={t.title(on ? t.remove : t.add)}
      onClick={() => toggle(resId)}
    >
      <span aria-hidden="true">{on ? '★' : '☆'}</span>
    </button>
  );
}
