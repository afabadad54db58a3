// Text to the clipboard, for whatever offers a "copy" (a share link, a payment link, a login
// code): true when the browser took it, false when it refused (no permission, no clipboard).
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
