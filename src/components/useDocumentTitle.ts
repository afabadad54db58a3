import { useEffect, useSyncExternalStore } from 'react';
import { common as zhCommon } from '../locales/zh-CN/common';
import { useMessages } from '../locales/useLocale';
import { badgedTitle, subscribeTitleBadge, titleBadge } from './titleBadge';

/**
 * "个人中心 - Miao" while the page is shown (callers pass the title in the language in use); no
 * title: just "Miao". Runs finished out of view put their count before it: "(1) 个人中心 - Miao".
 */
export function useDocumentTitle(title?: string): void {
  const common = useMessages('common', zhCommon);
  const badge = useSyncExternalStore(subscribeTitleBadge, titleBadge, titleBadge);
  useEffect(() => {
    document.title = badgedTitle(title ? `${title}${common.titleSuffix}` : common.appName, badge);
  }, [title, common, badge]);
}
