import { useEffect } from 'react';
import { common as zhCommon } from '../locales/zh-CN/common';
import { useMessages } from '../locales/useLocale';

/** "个人中心 - Miao" while the page is shown (callers pass the title in the language in use); no title: just "Miao". */
export function useDocumentTitle(title?: string): void {
  const common = useMessages('common', zhCommon);
  useEffect(() => {
    document.title = title ? `${title}${common.titleSuffix}` : common.appName;
  }, [title, common]);
}
