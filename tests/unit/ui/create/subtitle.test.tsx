// @vitest-environment jsdom
// /subtitle: video checks, the metadata read in the browser, the draft track, editing and
// the .srt download.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import SubtitlePage from '../../../../src/pages/create/SubtitlePage';
import { drawCanvasesAs } from '../../../testing/canvas';
import { fakeFile, renderApp } from '../../../testing/render';
import { decodeVideosAs, type DecodedVideos } from '../../../testing/videoDecoding';

// jsdom reads no video: each one chosen loads as a 1280×720, 7.2 s video whose cover frame
// draws as COVER, and the page's own metadata reading (utils/video.ts) runs on that.
const VIDEO = { width: 1280, height: 720, duration: 7.2 };
const COVER = 'data:image/jpeg;base64,AAAA';
let videos: DecodedVideos;

beforeEach(() => {
  videos = decodeVideosAs(VIDEO);
  drawCanvasesAs(COVER);
});

function srtOf(link: HTMLElement): string {
  const href = link.getAttribute('href') as string;
  const prefix = 'data:application/x-subrip;charset=utf-8,';
  expect(href.startsWith(prefix)).toBe(true);
  return decodeURIComponent(href.slice(prefix.length));
}

describe('subtitle page', () => {
  it('refuses other formats and files over 200 MB without reading them', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderApp(<SubtitlePage />, { route: '/subtitle' });
    const input = screen.getByLabelText('选择视频');
    await user.upload(input, fakeFile('clip.avi', 'video/x-msvideo'));
    expect(screen.getByRole('alert').textContent).toContain('“clip.avi” 不是支持的视频格式，请选择 MP4、WebM 或 MOV 文件');
    await user.upload(input, fakeFile('long.mp4', 'video/mp4', 201 * 1024 * 1024));
    expect(screen.getByRole('alert').textContent).toContain('视频太大（201.0 MB），请选择不超过 200 MB 的文件');
    expect(videos.sources).toEqual([]);
    expect(screen.queryByRole('button', { name: '生成字幕' })).toBeNull();
  });

  it('shows size, duration and cover, drafts 3 s lines, edits them and downloads the .srt', async () => {
    const user = userEvent.setup();
    renderApp(<SubtitlePage />, { route: '/subtitle' });
    const file = fakeFile('trip.mov', 'video/quicktime');
    await user.upload(screen.getByLabelText('选择视频'), file);
    expect(await screen.findByText('1280×720')).toBeInTheDocument();
    expect(videos.sources).toEqual(['trip.mov']);
    expect(screen.getByText('00:07')).toBeInTheDocument();
    expect(screen.getByAltText('视频封面（约第 1 秒的画面）')).toHaveAttribute('src', COVER);
    expect(screen.getByRole('note').textContent).toContain('自动语音识别暂未开放');

    await user.click(screen.getByRole('button', { name: '生成字幕' }));
    const lines = screen.getAllByRole('listitem');
    expect(lines).toHaveLength(3);
    expect(srtOf(screen.getByRole('link', { name: '下载 .srt' }))).toBe(
      '\uFEFF1\n00:00:00,000 --> 00:00:03,000\n第 1 句字幕\n\n2\n00:00:03,000 --> 00:00:06,000\n第 2 句字幕\n\n3\n00:00:06,000 --> 00:00:07,200\n第 3 句字幕\n',
    );

    const first = within(lines[0]);
    await user.clear(first.getByLabelText('字幕文字'));
    await user.type(first.getByLabelText('字幕文字'), '大家好');
    await user.clear(first.getByLabelText('结束（秒）'));
    await user.type(first.getByLabelText('结束（秒）'), '2.5');
    await user.click(within(lines[1]).getByRole('button', { name: '删除第 2 句' }));
    await user.click(screen.getByRole('button', { name: '添加一句' }));
    const added = within(screen.getAllByRole('listitem')[2]);
    expect(added.getByLabelText('开始（秒）')).toHaveDisplayValue('7.2');
    await user.type(added.getByLabelText('字幕文字'), '再见');
    await user.clear(added.getByLabelText('结束（秒）'));
    await user.type(added.getByLabelText('结束（秒）'), '9');

    const link = screen.getByRole('link', { name: '下载 .srt' });
    expect(link).toHaveAttribute('download', 'trip.srt');
    expect(srtOf(link)).toBe(
      '\uFEFF1\n00:00:00,000 --> 00:00:02,500\n大家好\n\n2\n00:00:06,000 --> 00:00:07,200\n第 3 句字幕\n\n3\n00:00:07,200 --> 00:00:09,000\n再见\n',
    );

    // A line ending before it starts blocks the download until fixed.
    await user.clear(added.getByLabelText('结束（秒）'));
    await user.type(added.getByLabelText('结束（秒）'), '1');
    expect(screen.getByRole('alert').textContent).toBe('有 1 句字幕的时间不正确，请修正后再下载');
    expect(screen.queryByRole('link', { name: '下载 .srt' })).toBeNull();
    expect(screen.getByRole('button', { name: '下载 .srt' })).toBeDisabled();
  });

  it('a video the browser cannot read shows the reason with a retry', async () => {
    const user = userEvent.setup();
    videos = decodeVideosAs('broken', VIDEO);
    renderApp(<SubtitlePage />, { route: '/subtitle' });
    await user.upload(screen.getByLabelText('选择视频'), fakeFile('bad.webm', 'video/webm'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('无法读取该视频，文件可能已损坏或格式不受支持');
    await user.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByText('1280×720')).toBeInTheDocument();
    expect(videos.sources).toEqual(['bad.webm', 'bad.webm']);
  });

  it('edited lines survive a reload: named before the video is chosen, back when it is', async () => {
    const user = userEvent.setup();
    const first = renderApp(<SubtitlePage />, { route: '/subtitle' });
    const file = fakeFile('trip.mov', 'video/quicktime');
    await user.upload(screen.getByLabelText('选择视频'), file);
    await user.click(await screen.findByRole('button', { name: '生成字幕' }));
    const line = within(screen.getAllByRole('listitem')[0]);
    await user.clear(line.getByLabelText('字幕文字'));
    await user.type(line.getByLabelText('字幕文字'), '大家好');
    first.unmount();

    // A reload: the page says a draft waits, and the same video brings the lines back.
    renderApp(<SubtitlePage />, { route: '/subtitle' });
    expect(screen.getByText(/“trip.mov”未完成的字幕草稿/)).toBeInTheDocument();
    await user.upload(screen.getByLabelText('选择视频'), fakeFile('trip.mov', 'video/quicktime'));
    expect(await screen.findByText('已恢复上次编辑的字幕。')).toBeInTheDocument();
    expect(within(screen.getAllByRole('listitem')[0]).getByLabelText('字幕文字')).toHaveValue('大家好');
  });
});
