// @vitest-environment jsdom
// The compare slider lines its halves up: one shape, one stage; a result of another shape (an
// avatar's square crop of a wide photo) is shown beside its original instead of letterboxed.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CompareSlider, sameShape } from '../../../../src/features/generate/run/CompareSlider';

/** jsdom loads no pictures: give one its natural size and say it loaded. */
function loaded(alt: string, width: number, height: number) {
  const img = screen.getByAltText(alt);
  Object.defineProperty(img, 'naturalWidth', { value: width });
  Object.defineProperty(img, 'naturalHeight', { value: height });
  fireEvent.load(img);
}

describe('CompareSlider', () => {
  it('one shape: the original over the result on one stage, clipped at the slider', () => {
    render(<CompareSlider before="http://cdn.test/a.png" after="http://cdn.test/b.png" />);
    loaded('生成的效果图', 1024, 768);
    loaded('原图', 2048, 1536);
    expect(screen.getByRole('slider')).toBeInTheDocument();
    expect(screen.getByAltText('原图').style.clipPath).toBe('inset(0 50% 0 0)');
  });

  it('another shape: side by side, no slider that would misalign them', () => {
    render(<CompareSlider before="http://cdn.test/a.png" after="http://cdn.test/b.png" />);
    loaded('生成的效果图', 768, 768);
    loaded('原图', 1600, 900);
    expect(screen.queryByRole('slider')).toBeNull();
    expect(screen.getByAltText('原图')).toBeInTheDocument();
    expect(screen.getByAltText('生成的效果图')).toBeInTheDocument();
    expect(screen.getByText('原图', { selector: 'figcaption' })).toBeInTheDocument();
  });

  it('sameShape allows 2 % (a rounding of the result’s size), and says yes until both are known', () => {
    expect(sameShape(4 / 3, 1024 / 767)).toBe(true);
    expect(sameShape(1, 16 / 9)).toBe(false);
    expect(sameShape(null, 2)).toBe(true);
  });
});
