// English strings of the pages area (zh-CN: ../zh-CN/pages.ts).
import type { Catalogue } from '../types';

export const pages: Catalogue['pages'] = {
  agent: {
    title: 'AI agent',
    heading: 'AI agent',
    intro: 'Chat with your own AI assistant: copywriting, ideas, answers.',
    frameTitle: 'AI agent chat',
    preparing: 'Getting your agent ready…',
    badHost: 'The agent service address is misconfigured, so it cannot open right now. Please contact us.',
  },
  pdf: {
    title: 'PDF assistant',
    heading: 'PDF assistant',
    intro: 'Upload a PDF and ask about what it says, or just chat without one.',
    frameTitle: 'PDF assistant chat',
    preparing: 'Getting the PDF assistant ready…',
    modeLabel: 'Chat mode',
    withPdf: 'Chat about a PDF',
    withoutPdf: 'Without a PDF',
  },
  blog: {
    title: 'Blog',
    heading: 'Miao blog',
    intro: 'How-tos, product news and ideas.',
    readMore: 'Read more',
    back: '← Back to all posts',
    notFound: 'This post could not be found',
    kinds: { tutorial: 'How-to', announcement: 'News' },
    published: (date: string) => `Published ${date}`,
  },
  contract: {
    title: 'Terms of service',
    heading: 'Terms of service and privacy policy',
    updated: 'Last updated: 1 January 2025',
    tocLabel: 'Contents',
  },
  download: {
    title: 'Download',
    heading: 'Get the Miao apps',
    intro: 'Create on your phone or computer; your creations and points stay in sync.',
    mobile: 'Mobile',
    desktop: 'Desktop',
    qrAlt: (name: string) => `QR code to download for ${name}`,
    scan: 'Scan with your phone to download',
    get: (name: string) => `Download for ${name}`,
    note: 'The apps are coming soon. Every feature already works right here in your browser.',
    qrFailed: 'The QR code could not be made',
    apps: {
      ios: 'iPhone / iPad',
      android: 'Android',
      windows: 'Windows',
      mac: 'macOS',
    },
  },
};
