// Where the app is being used, from the browser's user agent: inside WeChat (its in-app
// browser, on a phone or a computer), another phone browser, or a computer. It decides how
// to sign in and pay (docs/api.md "Sign-in and payment by device"): inside WeChat by
// redirect to WeChat's authorisation page, no QR; on another phone, not by scanning the
// phone's own screen; on a computer, the QR. The stand-in reads the same rule from the
// request's User-Agent.

export type Device = 'wechat' | 'phone' | 'desktop';

/** WeChat's in-app browser says MicroMessenger (WeChat Work says wxwork, and has no WeChat login). */
export function isWechatBrowser(userAgent: string): boolean {
  return /\bMicroMessenger\//i.test(userAgent) && !/\bwxwork\//i.test(userAgent);
}

export function deviceOf(userAgent: string, mobileHint?: boolean): Device {
  if (isWechatBrowser(userAgent)) return 'wechat';
  if (mobileHint === true) return 'phone';
  return /\b(Android|iPhone|iPod|Mobile|HarmonyOS)\b/i.test(userAgent) || /\biPad\b/.test(userAgent) ? 'phone' : 'desktop';
}

/** How login_wechat_qr is asked: `scene=wechat` answers WeChat's authorisation page instead of the QR page. */
export const LOGIN_SCENE_WECHAT = 'wechat';

/**
 * "Send to phone" (a QR of a result's link to scan) and "notify me in the browser" help on a
 * computer only: a phone's own browser is the phone already (and has no page notifications:
 * Android's Chrome wants a service worker, iOS an installed app), and WeChat's browser has
 * neither a second screen to scan from nor notifications.
 */
export function offersPhoneHandoff(device: Device): boolean {
  return device === 'desktop';
}

export function offersBrowserNotifications(device: Device): boolean {
  return device === 'desktop';
}

/**
 * How a result is kept on this device (issue 27): on a computer, the download; in a phone's own
 * browser, the file itself handed to the share sheet (which offers "save image" / "save video")
 * where the browser can share files, else the download; inside WeChat, whose browser does
 * nothing with a download, a full-size view where a long press saves a picture.
 */
export type SaveWay = 'download' | 'share' | 'longPress';

export function saveWayOf(device: Device): SaveWay {
  if (device === 'wechat') return 'longPress';
  return device === 'phone' ? 'share' : 'download';
}
