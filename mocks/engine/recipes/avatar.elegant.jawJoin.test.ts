// pix/elegant's modelled sitter: the jaw's outline flows into the neck's side by one curve
// (./avatar/pix/elegant/jawFillet.ts). Blind panels saw "small notches where the jaw meets the
// neck" and, on the dark man, "a dark sliver at the right side of the jaw" (a sliver of hair or
// backdrop left in the corner); measured on the face found in the result, seed 1.
import { styledSample } from '../testing/styledSample';
import { darkBesideNeck } from './avatar/pix/elegant/jawMeasure';

const SLOW = 300_000;

let count = -1;

beforeAll(async () => {
  const { picture, mesh } = await styledSample('dark-man', 'pix/elegant');
  count = darkBesideNeck(picture, mesh);
}, SLOW);

describe('avatar pix/elegant jaw join', () => {
  // The hair's sliver in the dark man's right corner (main at 2abae95): 105 dark pixels.
  it('leaves no dark sliver in the corner under the dark man’s jaw', () => {
    expect(count, `dark pixels ${count}`).toBeGreaterThanOrEqual(0);
    expect(count, `dark pixels ${count}`).toBeLessThan(20);
  });
});
