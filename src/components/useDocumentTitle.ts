import { useEffect } from 'react';
import { common } from '../locales/zh-CN/common';

/** "用户中心 - Miao" while the page is shown; no title: just "Miao". */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title}${common.titleSuffix}` : common.appName;
  }, [title]);
}
