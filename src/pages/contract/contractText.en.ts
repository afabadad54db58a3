// The user agreement and privacy policy in English, section for section with ./contractText.ts.
import type { Section } from './contractText';

export const agreementEn: Section = {
  id: 'agreement',
  title: 'Terms of service',
  paragraphs: [
    'Welcome to Miao (“the Service”). By using the Service you confirm that you have read and agree to these terms.',
    '1. Account. You sign in to the Service by scanning a QR code with WeChat. Please keep your account safe; you are responsible for risks to it that arise from your own actions.',
    '2. Content. The photos, text and other content you upload must be yours or used with permission. Do not upload anything unlawful, infringing, or that violates anyone’s portrait rights or privacy. Generated works are for lawful personal use only.',
    '3. Points and payment. Points are bought in the points shop and spent on the generation tools. Points for tasks that fail or that you cancel are refunded. Points you have bought are not refundable, except where the law requires otherwise.',
    '4. Changes to the Service. We may change features or prices as the Service evolves, and will announce such changes in advance.',
    '5. Disclaimer. AI-generated results are uncertain; we make no guarantee as to their accuracy or fitness for any purpose.',
  ],
};

export const privacyEn: Section = {
  id: 'privacy',
  title: 'Privacy policy',
  paragraphs: [
    'We take your privacy seriously. This policy explains what we collect and how we use it.',
    '1. What we collect. Your WeChat account identifier when you sign in, your phone number (if you allow it), the photos and text you upload to generate from, and your order and points records.',
    '2. How we use it. Only to provide the generation service, manage your creations and points, process payments and keep your account secure.',
    '3. Storage and deletion. You can delete creations at any time in My account → My creations; when you do, we remove the files from our servers.',
    '4. Sharing. We do not give your personal information to third parties, except where laws and regulations require it or where it is needed to complete a payment.',
    '5. Contact us. If you have any questions about this policy, reach us through the contact details published on the blog.',
  ],
};
