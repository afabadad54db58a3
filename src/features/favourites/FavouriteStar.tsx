// The star on a result (a card, the workspace's result, the viewer): a toggle button that says
// whether the result is a favourite, named with the result for screen readers.
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
}

export function FavouriteStar({ resId, name, tone = 'light' }: FavouriteStarProps) {
  const t = useMessages('create', zhCreate).favourites;
  const { ids, available, toggle } = useFavourites();
  if (!available) return null;
  const on = ids.has(resId);
  return (
    <button
      type="button"
      className={`${styles.star} ${tone === 'dark' ? styles.dark : ''} ${on ? styles.on : ''}`}
      aria-pressed={on}
      aria-label={t.label(name)}
      title={on ? t.remove : t.add}
      onClick={() => toggle(resId)}
    >
      <span aria-hidden="true">{on ? '★' : '☆'}</span>
    </button>
  );
}
