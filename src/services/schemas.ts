// Guards for every answer in types.ts, one per shape.
import { RESOURCE_KINDS, TOOL_IDS } from '../rules/catalog';
import { arrayOf, bool, count, epochMs, httpUrl, knownOr, mediaUrl, num, object, oneOf, optional, str } from './guards';
import type * as T from './types';

export const accountInfo = object<T.AccountInfo>({
  points: count,
  phone: str,
  avatar: mediaUrl,
  type: num,
  expireDate: str,
  id: str,
});
export const loginQr = object<T.LoginQrAnswer>({ url: httpUrl });
export const loginWeb = object<T.LoginWebAnswer>({ token: str, type: str, expire: num });
export const identifier = object<T.IdentifierAnswer>({ id: str });
export const vipData = object<T.VipDataAnswer>({ DataId: str, value: str });

const templateEntry = object<T.TemplateEntry>({
  action: optional(str),
  mode: optional(str),
  channel: optional(str),
  label: optional(str),
  cost: optional(count),
  cover: optional(mediaUrl),
});
export const templateList = object<T.TemplateListAnswer>({
  animation: arrayOf(templateEntry),
  avatar: arrayOf(templateEntry),
});
export const exampleList = object<T.ExampleListAnswer>({
  signUrl: arrayOf(object<T.ExampleItem>({ key: str, signUrl: mediaUrl })),
});

export const taskToken = object<T.TaskTokenAnswer>({ token: str });
export const resource = object<T.Resource>({
  resId: str,
  // A tool or kind this app does not know (a newer server's) is shown as "unknown kind".
  typ: knownOr(TOOL_IDS, 'unknown'),
  kind: knownOr(RESOURCE_KINDS, 'unknown'),
  style: str,
  status: oneOf(['pending', 'done', 'failed', 'revoked'] as const),
  url: mediaUrl,
  source: mediaUrl,
  cost: count,
  createdAt: epochMs,
  taskId: optional(str),
  settings: optional(
    object<T.ResourceSettings>({
      styles: optional(arrayOf(str)),
      count: optional(count),
      text: optional(str),
      bgm: optional(str),
    }),
  ),
  refunded: optional(bool),
});
export const task = object<T.TaskAnswer>({ taskId: str, resource, resources: optional(arrayOf(resource)), points: count });
export const resourceList = object<T.ResourceListAnswer>({
  list: arrayOf(resource),
  total: count,
  page: count,
  num: count,
});
export const deleted = object<T.DeleteAnswer>({ deleted: arrayOf(str) });
export const revoked = object<T.RevokeAnswer>({ resource, points: count });

const goods = object<T.Goods>({ id: str, name: str, price: count, points: count, desc: str });
export const goodsList = object<T.GoodsListAnswer>({ list: arrayOf(goods) });
export const goodsCheck = object<T.GoodsCheckAnswer>({ id: str, available: bool });
export const trade = object<T.Trade>({
  tradeNo: str,
  goodsId: str,
  amount: count,
  points: count,
  payUrl: httpUrl,
  status: oneOf(['pending', 'paid', 'closed'] as const),
});
export const pay = object<T.PayAnswer>({ trade, points: count });

/** Every answer check by name: api.ts loads this module with the request chunk and picks from it. */
export const checks = {
  accountInfo,
  loginQr,
  loginWeb,
  identifier,
  vipData,
  templateList,
  exampleList,
  taskToken,
  resource,
  task,
  resourceList,
  deleted,
  revoked,
  goodsList,
  goodsCheck,
  trade,
  pay,
};
