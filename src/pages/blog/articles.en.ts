// Blog content in English, article for article with ./articles.ts (same ids and dates).
import type { Article } from './articles';

export const articlesEn: Article[] = [
  {
    id: 'avatar-guide',
    kind: 'tutorial',
    title: 'Your own AI avatar in three steps',
    date: '2025-03-18',
    summary:
      'Pick a clear front-facing photo and a style, and in under a minute you have avatars in Pixar, anime, pen and ink and more.',
    body: [
      'Want a profile picture nobody else has? Miao’s Avatar styles tool turns an ordinary selfie into more than ten styles, including Pixar, Disney, anime and pen and ink.',
      '## Step 1: Get your photo ready',
      'Choose a well-lit photo where your face is clear and facing the camera. JPEG, PNG and WebP all work. Keep the face uncovered; the simpler the background, the better the result.',
      '## Step 2: Choose a style',
      'In the tool gallery on the home page, click Avatar styles and browse the before-and-after examples for each style. The points each run costs are shown before you start.',
      '## Step 3: Generate and download',
      'Click Generate and wait a moment. The result appears on the page and is saved to My account → My creations, where you can come back to download or delete it at any time.',
    ],
  },
  {
    id: 'talking-gif',
    kind: 'tutorial',
    title: 'Make a photo talk: a guide to Talking GIFs',
    date: '2025-04-02',
    summary: 'Upload a portrait and pick an expression template to get a GIF that blinks, smiles and talks.',
    body: [
      'Talking GIF brings a still portrait to life: blinking, smiling, looking surprised, even opening its mouth to talk.',
      '## Choose the right portrait',
      'Front-facing photos with clear features and no extreme angles work best. For a group photo, crop out one person first.',
      '## Pick an expression template',
      'Every expression template is on the Create → GIF maker page, each with an example. Click one to choose it.',
      '## Tips',
      'You can send the finished GIF straight into a chat as a sticker. If the result is not what you hoped for, try again with a sharper photo.',
    ],
  },
  {
    id: 'points-shop',
    kind: 'announcement',
    title: 'The points shop is open, with WeChat Pay',
    date: '2025-05-10',
    summary: 'You can now buy points right in My account: scan with WeChat to pay and the points arrive at once.',
    body: [
      'To make all the creative tools easier to use, the points shop is now open.',
      '## How to buy',
      'Go to My account → Points shop, choose a pack and click Buy now, then scan the QR code with WeChat to pay. The points arrive as soon as the payment succeeds.',
      '## How points work',
      'Each tool costs a different number of points, always shown before you start. If a generation fails or you cancel the task, the points are refunded automatically.',
    ],
  },
  {
    id: 'agent-pdf',
    kind: 'announcement',
    title: 'New: the AI agent and the PDF assistant',
    date: '2025-06-01',
    summary:
      'Once signed in, chat with your own AI agent, or upload a PDF and let the assistant summarize it and answer questions.',
    body: [
      'We have launched two new features: the AI agent and the PDF assistant.',
      '## AI agent',
      'Your own chat assistant helps you write copy, find titles and come up with ideas. Conversations belong to your account, so you can carry on from another device.',
      '## PDF assistant',
      'Upload a PDF and ask about its content: key points, facts, terms explained. You can also chat without a document.',
    ],
  },
];
