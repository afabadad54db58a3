import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import type { RecipeOutput } from '../types';
import { colourThumbnail, greyThumbnail, meanAbsoluteDifference } from '../testing/measure';
import { tti } from './tti';
import { composeSvg } from './tti/compose';
import type { Txt2ImgRequest } from './tti/remote';
import { elementsIn } from './tti/words';

// Rendering takes a second or more, longer while other work shares the two cores.
const SLOW = 30_000;
const made = new Map<string, Promise<RecipeOutput>>();

/** The picture of a prompt in a style and seed, made once for all tests. */
function draw(
  text: string,
  style = '1000',
  seed = 1,
  progress: (percent: number) => void = () => undefined,
): Promise<RecipeOutput> {
  const key = `${text}/${style}/${seed}`;
  let output = made.get(key);
  if (!output) {
    output = tti({ tool: 'tti', style, seed, text }, progress);
    made.set(key, output);
  }
  return output;
}

/** Mean grey (0–255) of the top quarter of a 16×16 thumbnail. */
async function topBrightness(bytes: Uint8Array): Promise<number> {
  const grey = await greyThumbnail(bytes);
  return grey.subarray(0, 64).reduce((sum, value) => sum + value, 0) / 64;
}

describe('tti words', () => {
  it('knows Chinese and English words and their synonyms, in the order they come', () => {
    expect(elementsIn('一只小猫望着大海')).toEqual(['cat', 'sea']);
    expect(elementsIn('小狗在海边')).toEqual(['dog', 'sea', 'beach']);
    expect(elementsIn('A kitten by the ocean')).toEqual(['cat', 'sea']);
    expect(elementsIn('猫咪 and puppies under the stars')).toEqual(['cat', 'dog', 'stars']);
    expect(elementsIn('星期一的会议纪要')).toEqual([]);
  });
});

describe('tti recipe (local)', () => {
  const saved = process.env.MIAO_ENGINE_TTI_URL;
  beforeAll(() => {
    delete process.env.MIAO_ENGINE_TTI_URL;
  });
  afterAll(() => {
    if (saved !== undefined) process.env.MIAO_ENGINE_TTI_URL = saved;
  });

  it(
    'draws a PNG whose settings say it was made locally, reporting progress to 100',
    async () => {
      const progress: number[] = [];
      const output = await draw('night sky with moon', '1000', 1, (percent) => progress.push(percent));
      expect(output).toMatchObject({ mime: 'image/png', ext: 'png' });
      expect(output.note).toMatch(/^local/);
      expect(output.note).toContain('moon');
      const meta = await sharp(output.bytes).metadata();
      expect(meta.format).toBe('png');
      expect(meta.width).toBe(1024);
      expect([768, 1024]).toContain(meta.height);
      expect(progress.at(-1)).toBe(100);
    },
    SLOW,
  );

  it(
    'lets the words decide: a night sky with a moon is darker on top than a sunny beach',
    async () => {
      for (const style of ['1000', '1001']) {
        const night = await topBrightness((await draw('night sky with moon', style)).bytes);
        const beach = await topBrightness((await draw('sunny beach', style)).bytes);
        expect(night).toBeLessThan(beach - 60);
      }
    },
    SLOW,
  );

  it(
    'draws other known words as another picture: a cat is not a dog',
    async () => {
      const cat = await draw('一只小猫', '1001');
      const dog = await draw('一只小狗', '1001');
      expect(cat.note).toContain('cat');
      expect(dog.note).toContain('dog');
      expect(meanAbsoluteDifference(await colourThumbnail(cat.bytes), await colourThumbnail(dog.bytes))).toBeGreaterThan(3);
    },
    SLOW,
  );

  it(
    'draws the two styles differently, and another seed another layout',
    async () => {
      const realistic = await draw('night sky with moon', '1000');
      const illustration = await draw('night sky with moon', '1001');
      expect(
        meanAbsoluteDifference(await colourThumbnail(realistic.bytes), await colourThumbnail(illustration.bytes)),
      ).toBeGreaterThan(4);
      const reseeded = await draw('night sky with moon', '1000', 2);
      expect(Buffer.from(reseeded.bytes).equals(Buffer.from(realistic.bytes))).toBe(false);
      // The same seed draws the same picture.
      expect(composeSvg('night sky with moon', 'realistic', 1).svg).toBe(composeSvg('night sky with moon', 'realistic', 1).svg);
      expect(composeSvg('night sky with moon', 'realistic', 2).svg).not.toBe(
        composeSvg('night sky with moon', 'realistic', 1).svg,
      );
    },
    SLOW,
  );

  it(
    'draws an abstract composition from the text when no word is known, and says so',
    async () => {
      const output = await draw('量子纠缠的哲学意义', '1001');
      expect(output.note).toMatch(/abstract/);
      const meta = await sharp(output.bytes).metadata();
      expect([meta.width, meta.height]).toEqual([1024, 1024]);
      expect(composeSvg('量子纠缠的哲学意义', 'illustration', 1).svg).not.toBe(
        composeSvg('全然不同的另一句话', 'illustration', 1).svg,
      );
    },
    SLOW,
  );

  it('refuses an empty prompt or an unknown style', async () => {
    await expect(tti({ tool: 'tti', style: '1000', seed: 1, text: '  ' }, () => undefined)).rejects.toThrow(/no prompt/);
    await expect(tti({ tool: 'tti', style: '2000', seed: 1, text: 'cat' }, () => undefined)).rejects.toThrow(/unknown style/);
  });
});

describe('tti recipe (AUTOMATIC1111 server)', () => {
  let server: Server;
  let received: Txt2ImgRequest[] = [];
  let answer: (request: IncomingMessage, response: ServerResponse, body: string) => void;
  let served: Buffer;
  const saved = { url: process.env.MIAO_ENGINE_TTI_URL, timeout: process.env.MIAO_ENGINE_TTI_TIMEOUT_MS };

  beforeAll(async () => {
    served = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer();
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => answer(request, response, body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    process.env.MIAO_ENGINE_TTI_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });

  afterAll(async () => {
    for (const [key, value] of [
      ['MIAO_ENGINE_TTI_URL', saved.url],
      ['MIAO_ENGINE_TTI_TIMEOUT_MS', saved.timeout],
    ] as const) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  beforeEach(() => {
    received = [];
    delete process.env.MIAO_ENGINE_TTI_TIMEOUT_MS;
  });

  it('posts the prompt, seed and size to /sdapi/v1/txt2img and returns the first image', async () => {
    answer = (request, response, body) => {
      if (request.method === 'POST' && request.url === '/sdapi/v1/txt2img') {
        received.push(JSON.parse(body) as Txt2ImgRequest);
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ images: [served.toString('base64')], parameters: {}, info: '{}' }));
      } else {
        response.writeHead(404).end();
      }
    };
    const output = await tti({ tool: 'tti', style: '1001', seed: 4242, text: '一只小猫' }, () => undefined);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ seed: 4242, width: 1024, height: 1024 });
    expect(received[0].prompt).toContain('一只小猫');
    expect(received[0].prompt).toMatch(/illustration/);
    expect(received[0].negative_prompt).toBeTruthy();
    expect(received[0].steps).toBeGreaterThan(0);
    expect(Buffer.from(output.bytes).equals(served)).toBe(true);
    expect(output).toMatchObject({ mime: 'image/png', ext: 'png' });
    expect(output.note).toMatch(/remote/);
  });

  it('fails the result when the server answers an error or sends no image', async () => {
    answer = (_request, response) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end('{"error":"CUDA out of memory"}');
    };
    await expect(tti({ tool: 'tti', style: '1000', seed: 1, text: 'cat' }, () => undefined)).rejects.toThrow(/answered 500/);
    answer = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"images":[]}');
    };
    await expect(tti({ tool: 'tti', style: '1000', seed: 1, text: 'cat' }, () => undefined)).rejects.toThrow(/no image/);
  });

  it('fails the result when the server does not answer in time', async () => {
    process.env.MIAO_ENGINE_TTI_TIMEOUT_MS = '300';
    answer = () => undefined; // never answers
    await expect(tti({ tool: 'tti', style: '1000', seed: 1, text: 'cat' }, () => undefined)).rejects.toThrow(
      /did not answer within/,
    );
  });
});
