// /subtitle with a video recorded by the browser itself (MediaRecorder, WebM): such a file
// says no duration until it has been played to its end. Its duration is read all the same,
// and the subtitle draft covers it.
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { appUrl, screenshot } from './helpers';

const browser = useBrowser();
const SECONDS = 6.5;

describe('a browser-recorded WebM on /subtitle', () => {
  it('shows its real duration and drafts lines for all of it', async () => {
    const { page, errors, close } = await browser.open(375, 812);
    try {
      await page.goto(appUrl('/subtitle'));
      await page.getByRole('heading', { level: 1, name: '视频字幕' }).waitFor();
      // Recorded in this browser: a canvas animated for SECONDS, as MediaRecorder writes it.
      const base64 = await page.evaluate(async (seconds) => {
        const canvas = document.createElement('canvas');
        canvas.width = 320;
        canvas.height = 240;
        const ctx = canvas.getContext('2d');
        if (!ctx) throw new Error('no canvas');
        const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm' });
        const chunks: Blob[] = [];
        recorder.ondataavailable = (event) => chunks.push(event.data);
        const stopped = new Promise((resolve) => (recorder.onstop = resolve));
        recorder.start(250);
        const started = performance.now();
        await new Promise<void>((resolve) => {
          const frame = () => {
            const t = (performance.now() - started) / 1000;
            ctx.fillStyle = `hsl(${(t * 60) % 360} 70% 50%)`;
            ctx.fillRect(0, 0, 320, 240);
            if (t < seconds) requestAnimationFrame(frame);
            else resolve();
          };
          frame();
        });
        recorder.stop();
        await stopped;
        const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
        let binary = '';
        for (const b of bytes) binary += String.fromCharCode(b);
        return btoa(binary);
      }, SECONDS);
      const video = Buffer.from(base64, 'base64');
      expect(video.length).toBeGreaterThan(1000);

      await page.getByLabel('选择视频').setInputFiles({ name: 'recorded.webm', mimeType: 'video/webm', buffer: video });
      const info = page.locator('dl');
      await info.getByText('时长').waitFor({ timeout: 120_000 });
      const shown = await info.locator('dt:has-text("时长") + dd').textContent();
      expect(shown).toMatch(/^00:0[5-7]$/);
      await page.getByRole('button', { name: '生成字幕' }).click();
      await page.getByText(/^共 [3-4] 句$/).waitFor();
      await screenshot(page, 'subtitle-recorded-webm');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
