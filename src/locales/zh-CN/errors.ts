// Failure messages of the services layer and the models. Every failure reason (declared with
// its endpoint in src/rules/wire/endpoints.ts, or in src/rules/wire/failures.ts) needs its words
// here: `satisfies FailureWords` fails tsc in this file while one is missing.
import type { FailureWords } from '../../rules/wire/endpoints';

export const errors = {
  pleaseLogin: '请先登录',
  timeout: '请求超时，请稍后重试',
  network: '网络连接失败，请检查网络后重试',
  aborted: '请求已取消',
  /** A non-2xx answer, when the server's msg is not a sentence for the user. */
  http: (status: number): string => {
    if (status === 400) return '请求有误，请检查后重试';
    if (status === 401) return '登录已失效，请重新登录';
    if (status === 403) return '没有权限进行此操作';
    if (status === 404) return '请求的内容不存在';
    if (status === 408) return '请求超时，请稍后重试';
    if (status === 413) return '上传的内容太大';
    if (status === 429) return '操作太频繁，请稍后再试';
    if (status >= 500) return `服务暂时不可用，请稍后重试（状态码 ${status}）`;
    return `请求失败（状态码 ${status}）`;
  },
  malformed: '服务器返回的数据格式不正确',
  malformedAt: (path: string) => `服务器返回的数据格式不正确（${path}）`,
  /** What a field of an answer should have been (after its path). */
  expected: {
    string: '应为字符串',
    number: '应为有限的数字',
    count: '应为不小于 0 的整数',
    time: '应为有效的时间（毫秒）',
    boolean: '应为布尔值',
    url: '应为 http(s) 网址',
    oneOf: (values: string) => `应为 ${values} 之一`,
    array: '应为数组',
    object: '应为对象',
  },
  unknown: '出了点问题，请稍后重试',
  resourcesFetch: '作品列表加载失败',
  resourceDelete: '删除失败',
  resourceRevoke: '撤回失败',
  goodsFetch: '商品加载失败',
  goodsCheck: '商品暂不可购买',
  buy: '下单失败',
  pay: '支付状态查询失败',
  taskToken: '获取任务凭证失败',
  task: '创建任务失败',
  taskFailed: '生成失败，积分已退回',
  taskRevoked: '任务已撤回，积分已退回',
  loginQr: '获取登录二维码失败，请重试',
  vipData: '会员信息加载失败',
  cancelRun: '停止生成失败，请重试',
  mediaUnreadable: '无法读取这个作品的文件，请稍后再试',
  rerunNoPhoto: '这个作品没有保存原图或文字，无法再做一次',
  runStarting: '上一次生成还在提交中，请等它开始后再试',
  runRepeat: '同样的生成已在进行中，没有再次扣积分：请在进行中的生成里查看',
  hdNotPossible: '这个作品不能做成高清：只有已完成、还不是高清的图片可以',
  taskTimeout: '生成时间过长，请稍后在“我的作品”中查看',
  /** Code 4006 (src/rules/faces.ts): the stand-in answers these same words. */
  noFace: '照片里没有找到清晰的人脸，本次未扣积分。请换一张单人正脸照片：脸部清晰、没有遮挡、不要太小（最好占画面三分之一左右）',
  /** Code 4007 (src/rules/faces.ts). */
  severalFaces: '照片里有多张人脸，无法确定用哪一张，本次未扣积分。请换一张只有一个人的正脸照片，或先裁剪到只剩一个人',
  /** Code 4008 (src/rules/speech.ts), when a run reaches the stand-in without the workspace's check (a creation made again). */
  textLanguage: '所选声音读不了这段文字的语言，本次未扣积分。请选择与文字同一语言的声音',
  /** Code 4009: a text-to-image prompt naming nothing the engine can draw (the stand-in also says which words it understood). */
  nothingToDraw:
    '这段描述里没有我能画的东西，未生成，也未扣积分。我能画：人物（孩子、女人、男人、奶奶、爷爷…）、动物、食物、建筑、交通工具、物品、植物、场景、天气和季节，例如“一只猫坐在船上”',
  /** Code 4026: the stand-in answers these same words. */
  engineBusy: '现在排队生成的作品太多了，本次未扣积分。请过一分钟再试',
} as const satisfies FailureWords & { readonly [other: string]: unknown };
