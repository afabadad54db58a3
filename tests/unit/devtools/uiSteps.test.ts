// @vitest-environment jsdom
// Step names from what the person did (issue 34, item 6): English, the controls' own words
// quoted; an element may say how its press reads (`data-qa-step`: the header's balance link is
// "opens my account", whatever the balance); a dialog's button says which dialog; pages by
// their route, never by their address's codes; choosing a photo and typing the text are in the
// name of the step they lead to, never dropped.
import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { exchangeSink } from '../../../src/devtools/exchangeSink';
import { changed, pressed } from '../../../src/devtools/gestures';
import { createLiveRecorder } from '../../../src/devtools/liveRecorder';
import { openedName, placeOf } from '../../../src/devtools/places';
import { readKept } from '../../../src/devtools/recording';
import { initialSession } from '../../../src/models/session';
import { shop } from '../../../src/models/shop';
import { goods, info, validAuth } from '../../testing/fixtures';
import { API_HOST, useNock } from '../../testing/nock';
import { memoryStorage, settle, testStore, withLoggedInStore } from '../../testing/store';

useNock();
afterEach(() => document.body.replaceChildren());

const html = (markup: string): HTMLElement => {
  const holder = document.createElement('div');
  holder.innerHTML = markup;
  document.body.append(holder);
  return holder;
};

describe('a gesture’s name', () => {
  it('quotes the control’s own words', () => {
    const holder = html('<button>积分商城</button><a href="/blog" aria-label="Blog">B</a>');
    expect(pressed(holder.querySelector('button'))).toBe('presses “积分商城”');
    expect(pressed(holder.querySelector('a'))).toBe('presses “Blog”');
  });

  it('is what the element says it is, read first (data-qa-step): the balance is not in it', () => {
    const holder = html(
      '<a href="/user" title="个人中心" data-qa-step="opens my account"><span>96 积分</span></a>' +
        '<button aria-label="删除 头像风格 · 皮克斯" data-qa-step="deletes “头像风格 · 皮克斯”">删除</button>',
    );
    expect(pressed(holder.querySelector('span'))).toBe('opens my account');
    expect(pressed(holder.querySelector('button'))).toBe('deletes “头像风格 · 皮克斯”');
  });

  it('a dialog’s button says which dialog', () => {
    const holder = html('<div role="alertdialog" aria-labelledby="t"><h2 id="t">删除这个作品？</h2><button>删除</button></div>');
    expect(pressed(holder.querySelector('button'))).toBe('presses “删除” in “删除这个作品？”');
  });

  it('a field: a photo chosen, a text typed (what was typed is not in it), a box ticked', () => {
    const holder = html(
      '<label for="p">上传照片</label><input id="p" type="file" accept="image/jpeg,image/png">' +
        '<label for="v">视频</label><input id="v" type="file" accept="video/mp4">' +
        '<label for="x">要朗读的文字</label><textarea id="x" data-qa-step="types the text">你好</textarea>' +
        '<label for="n">昵称</label><input id="n" value="小明">' +
        '<label><input type="checkbox" checked>完成后通知我</label>',
    );
    expect(changed(holder.querySelector('#p'))).toBe('chooses a photo');
    expect(changed(holder.querySelector('#v'))).toBe('chooses a video');
    expect(changed(holder.querySelector('textarea'))).toBe('types the text');
    expect(changed(holder.querySelector('#n'))).toBe('types in “昵称”');
    expect(changed(holder.querySelector('input[type="checkbox"]'))).toBe('ticks “完成后通知我”');
  });
});

describe('a place’s name', () => {
  it.each([
    ['/', 'the home page'],
    ['/?tool=tts&style=ttsch/0', 'the Text to speech workspace'],
    ['/user', 'my account'],
    ['/user?tab=resources', 'my resources'],
    ['/user?tab=shop', 'the points shop'],
    ['/somewhere', '/somewhere'],
  ])('%s is %s', (page, name) => {
    expect(placeOf(page)).toBe(name);
  });

  it('a load names its route, never the codes in its address', () => {
    expect(openedName('/login_success?login=1&code=0a1b2c&state=9f8e')).toBe('comes back from signing in');
    expect(openedName('/user?tab=resources')).toBe('opens my resources');
  });
});

function signedIn() {
  const auth = validAuth();
  return withLoggedInStore(auth, {
    onExchange: exchangeSink,
    preloadedState: { session: { ...initialSession, auth, info, infoStatus: 'loaded', infoAt: Date.now() } },
  });
}

describe('the steps of a recording', () => {
  it('a gesture that did nothing yet is in the name of the step it leads to, never dropped', async () => {
    const { store } = signedIn();
    const tab = memoryStorage();
    const recorder = createLiveRecorder(store, { page: () => '/user?tab=shop', storage: tab, events: window, origin: API_HOST });
    nock(API_HOST)
      .get('/miao/v1/shop/goods/list')
      .reply(200, { code: 0, data: { list: goods } });
    recorder.start();
    const holder = html(
      '<button>选择照片</button><label for="p">上传照片</label><input id="p" type="file" accept="image/png">' +
        '<label for="x">文字</label><textarea id="x" data-qa-step="types the text"></textarea><button>刷新</button>',
    );
    holder.querySelectorAll('button')[0].click();
    holder.querySelector('#p')?.dispatchEvent(new Event('change', { bubbles: true }));
    holder.querySelector('textarea')?.dispatchEvent(new Event('change', { bubbles: true }));
    holder.querySelectorAll('button')[1].click();
    await store.dispatch(shop.actions.fetchGoods());
    await settle(store);
    // The name is kept as it grows: a reload now resumes it.
    const kept = readKept(tab);
    expect(kept.kind === 'kept' && kept.recording.loads[0].steps.map((step) => step.name)).toEqual([
      'on the points shop, before anything is pressed',
      'on the points shop, chooses a photo, then types the text, then presses “刷新”',
    ]);
    const run = recorder.finish();
    expect(run?.loads[0].steps.map((step) => [step.name, step.actions.length, step.exchanges.length])).toEqual([
      ['on the points shop, before anything is pressed', 0, 0],
      ['on the points shop, chooses a photo, then types the text, then presses “刷新”', 1, 1],
    ]);
    store.close();
  });

  it('the load after the sign-in is “comes back from signing in”, without its codes', () => {
    const tab = memoryStorage();
    const first = testStore({ onExchange: exchangeSink }).store;
    let page = '/';
    const recorder = createLiveRecorder(first, { page: () => page, storage: tab, events: window, origin: API_HOST });
    recorder.start();
    html('<button>登录</button>').querySelector('button')?.click();
    window.dispatchEvent(new Event('pagehide'));
    first.close();
    page = '/login_success?login=1&code=0a1b2c&state=9f8e';
    const kept = readKept(tab);
    const second = testStore({ onExchange: exchangeSink }).store;
    const after = createLiveRecorder(second, {
      page: () => page,
      storage: tab,
      events: window,
      origin: API_HOST,
      resume: kept.kind === 'kept' ? { recording: kept.recording, storage: { auth: null, runs: null } } : null,
    });
    const run = after.finish();
    expect(run?.loads.map((load) => load.steps.map((step) => step.name))).toEqual([
      ['on the home page, before anything is pressed', 'on the home page, presses “登录”'],
      ['comes back from signing in'],
    ]);
    second.close();
  });
});
