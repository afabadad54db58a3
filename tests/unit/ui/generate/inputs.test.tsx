// @vitest-environment jsdom
// Photo checks (type, file size, pixel size) and the text width rule, in the workspace.
import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ToolWorkspace } from '../../../../src/features/generate/workspace/ToolWorkspace';
import type { ToolId } from '../../../../src/rules/catalog';
import { drawCanvasesAs } from '../../../testing/canvas';
import { decodeImagesAs, type DecodedSize } from '../../../testing/imageDecoding';
import { fakeFile, renderApp, getFileInput, uploadPhoto } from '../../../testing/render';
import { useNock } from '../../../testing/nock';
import { switchLocale } from '../../../../src/locales/active';

// jsdom never decodes or draws images: each picked file decodes to the size the test gives
// it (decodeImagesAs) and the canvas hands back the JPEG the test gives (drawCanvasesAs); the
// page's own size reading and shrinking run on them.
useNock();

/** A JPEG data URL of exactly `bytes` bytes (base64: 4 characters per 3 bytes, `=` padding). */
function jpegOfBytes(bytes: number): string {
  const padding = (3 - (bytes % 3)) % 3;
  return `data:image/jpeg;base64,${'A'.repeat(Math.ceil(bytes / 3) * 4 - padding)}${'='.repeat(padding)}`;
}

function workspace(tool: ToolId, style = '') {
  return renderApp(<ToolWorkspace tool={tool} style={style} onStyleChange={() => {}} />);
}

const startButton = () => screen.getByRole('button', { name: '开始生成' });

describe('photo input', () => {
  it('refuses a wrong type and a too small or too long picture, keeping the last good photo', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const images = decodeImagesAs('broken', {
      'small.png': { width: 200, height: 800 },
      'good.webp': { width: 1024, height: 768 },
      'huge.png': { width: 5000, height: 300 },
    });
    workspace('cartoon');
    const input = getFileInput('上传照片');

    await user.upload(input, fakeFile('notes.gif', 'image/gif'));
    expect(screen.getByRole('alert').textContent).toBe('“notes.gif” 不是支持的格式，请上传 JPEG、PNG 或 WebP 图片');
    expect(images.sources).toEqual([]);

    await user.upload(input, fakeFile('small.png', 'image/png'));
    expect((await screen.findByRole('alert')).textContent).toBe('照片尺寸太小（200×800 像素），宽和高都至少需要 256 像素');

    await user.upload(input, fakeFile('good.webp', 'image/webp', undefined, 'good'));
    const preview = await screen.findByAltText('已选择的照片');
    expect(preview).toHaveAttribute('src', `data:image/webp;base64,${btoa('good')}`);
    expect(screen.getByText('1024×768 像素')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    // Start is held while the photo is read (see the next test); it frees once reading ends.
    await waitFor(() => expect(startButton()).toBeEnabled());

    // A bad file after a good one: the message shows and the good photo stays.
    await user.upload(input, fakeFile('huge.png', 'image/png'));
    expect((await screen.findByRole('alert')).textContent).toBe('照片尺寸太大（5000×300 像素），宽和高都不能超过 4096 像素');
    expect(screen.getByAltText('已选择的照片')).toHaveAttribute('src', preview.getAttribute('src'));
  });

  it("a camera's photo (6000×4500, 14 MB) is shrunk to fit and said so; one that cannot be made to fit is refused", async () => {
    const user = userEvent.setup({ applyAccept: false });
    decodeImagesAs('broken', {
      'IMG_0001.jpg': { width: 6000, height: 4500 },
      'big.png': { width: 3000, height: 3000 },
      'noise.png': { width: 4000, height: 4000 },
    });
    const jpeg = `data:image/jpeg;base64,${btoa('shrunk')}`;
    // The first two copies fit; the third stays at 11 MB whatever the quality.
    const encodings = drawCanvasesAs(jpeg, jpeg, jpegOfBytes(11 * 1024 * 1024));
    workspace('cartoon');
    const input = getFileInput('上传照片');

    await user.upload(input, fakeFile('IMG_0001.jpg', 'image/jpeg', 14 * 1024 * 1024));
    expect(await screen.findByText('4096×3072 像素（已自动缩小）')).toBeInTheDocument();
    expect(screen.getByAltText('已选择的照片')).toHaveAttribute('src', jpeg);
    // Drawn at 4096 / 6000 of its size.
    expect(encodings.at(-1)).toMatchObject({ width: 4096, height: 3072, type: 'image/jpeg' });
    expect(screen.queryByRole('alert')).toBeNull();

    // Within the pixels but over the bytes: re-encoded at scale 1.
    await user.upload(input, fakeFile('big.png', 'image/png', 11 * 1024 * 1024));
    expect(await screen.findByText('3000×3000 像素（已自动缩小）')).toBeInTheDocument();
    expect(encodings.at(-1)).toMatchObject({ width: 3000, height: 3000, type: 'image/jpeg' });

    // The shrunk copy still over the limit: refused with the rulebook's words, the last photo kept.
    await user.upload(input, fakeFile('noise.png', 'image/png', 40 * 1024 * 1024));
    expect((await screen.findByRole('alert')).textContent).toBe('照片太大（11 MB），请上传不超过 10 MB 的图片');
    expect(screen.getByText('3000×3000 像素（已自动缩小）')).toBeInTheDocument();
  });

  it('Start waits while a new photo is read, so it never sends the one being replaced', async () => {
    const user = userEvent.setup();
    let finish: (size: DecodedSize) => void = () => {};
    const slowRead = new Promise<DecodedSize>((resolve) => (finish = resolve));
    decodeImagesAs({ width: 800, height: 800 }, { 'two.png': slowRead });
    workspace('cartoon');
    await uploadPhoto(user, 'one.png', 'one');
    await waitFor(() => expect(startButton()).toBeEnabled());

    await user.upload(getFileInput('上传照片'), fakeFile('two.png', 'image/png', undefined, 'two'));
    expect(screen.getByText('正在读取照片…')).toHaveProperty('textContent', '正在读取照片…');
    expect(startButton()).toBeDisabled();

    finish({ width: 900, height: 900 });
    await screen.findByText('900×900 像素');
    await waitFor(() => expect(startButton()).toBeEnabled());
    expect(screen.getByAltText('已选择的照片')).toHaveAttribute('src', `data:image/png;base64,${btoa('two')}`);
  });

  it('a picture that cannot be decoded says so', async () => {
    const user = userEvent.setup({ applyAccept: false });
    decodeImagesAs('broken');
    workspace('watercolor');
    await user.upload(getFileInput('上传照片'), fakeFile('broken.jpg', 'image/jpeg'));
    expect((await screen.findByRole('alert')).textContent).toBe('无法读取这张图片，文件可能已损坏，请换一张');
    expect(startButton()).toBeDisabled();
  });
});

describe('text input', () => {
  it('counts the characters and their width live (Chinese 2, ASCII 1) and blocks Start over the TTS limit', async () => {
    const user = userEvent.setup();
    workspace('tts');
    const box = screen.getByLabelText('要朗读的文字');
    expect(screen.getByText('0 字 · 计 0 / 400')).toBeInTheDocument();
    expect(startButton()).toBeDisabled();

    await user.type(box, '你好ab');
    expect(screen.getByText('4 字 · 计 6 / 400')).toBeInTheDocument();
    expect(startButton()).toBeEnabled();

    await user.clear(box);
    await user.click(box);
    await user.paste('好'.repeat(200)); // exactly 400
    expect(screen.getByText('200 字 · 计 400 / 400')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(startButton()).toBeEnabled();

    await user.type(box, 'a');
    expect(screen.getByText('201 字 · 计 401 / 400')).toBeInTheDocument();
    expect(screen.getByRole('alert').textContent).toBe(
      '文字太长：最多 200 个汉字或 400 个英文字符（当前计 401），请删减后再开始',
    );
    expect(startButton()).toBeDisabled();
  });

  it('uses the text-to-image limit for prompts', async () => {
    const user = userEvent.setup();
    workspace('tti');
    await user.click(screen.getByLabelText('描述你想要的画面'));
    await user.paste('x'.repeat(201));
    expect(screen.getByText('201 字 · 计 201 / 200')).toBeInTheDocument();
    expect(startButton()).toBeDisabled();
  });

  it("says before Start when the voice speaks another language than the text's, and switches to one that speaks it in one press", async () => {
    const user = userEvent.setup();
    // The page's style follows the switch, as the workspace's address does.
    function SpeechWorkspace() {
      const [style, setStyle] = useState('ttsen/0');
      return <ToolWorkspace tool="tts" style={style} onStyleChange={setStyle} />;
    }
    renderApp(<SpeechWorkspace />);
    await user.type(screen.getByLabelText('要朗读的文字'), '你好，欢迎使用 AI');
    expect(screen.getByRole('alert')).toHaveTextContent('这段文字是中文，所选声音只会读英文，请选择中文声音（未开始，不扣积分）');
    // Start waits: nothing is sent (useNock fails the test on any request), nothing charged.
    expect(startButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '换成中文声音「女声·温柔」' }));
    expect(screen.getByRole('radio', { name: /女声·温柔/ })).toBeChecked();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(startButton()).toBeEnabled();

    // English to a Chinese voice, in English.
    await user.clear(screen.getByLabelText('要朗读的文字'));
    await user.type(screen.getByLabelText('要朗读的文字'), 'Hello from Miao, 2024!');
    await act(() => switchLocale('en'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This text is in English and the chosen voice reads only Chinese: please choose an English voice (nothing started, nothing charged).',
    );
    expect(screen.getByRole('button', { name: 'Generate' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Switch to “English · female”' }));
    expect(screen.getByRole('radio', { name: /English · female/ })).toBeChecked();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Generate' })).toBeEnabled();
  });
});
