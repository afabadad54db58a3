// "HD" beside a result made in HD (twice the width and height of the one it was made from);
// nothing for any other result. Its full meaning is its accessible name and its tooltip.
import { useMessages } from '../../../locales/useLocale';
import { create as zhCreate } from '../../../locales/zh-CN/create';
import { HD_SCALE } from '../../../rules/hd';
import type { Resource } from '../../../services/types';
import { isHd } from './resultOffers';
import styles from './ResultActions.module.css';

export function HdMark({ resource, className }: { resource: Pick<Resource, 'settings'>; className?: string }) {
  const t = useMessages('create', zhCreate).actions;
  if (!isHd(resource)) return null;
  const label = t.hdMarkLabel(resource.settings?.scale ?? HD_SCALE);
  return (
    <span className={[styles.hd, className].filter(Boolean).join(' ')} role="img" aria-label={label} title={label}>
      {t.hdMark}
    </span>
  );
}
