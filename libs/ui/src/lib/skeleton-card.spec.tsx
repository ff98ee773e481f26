import { render } from '@testing-library/react';
import { SkeletonBlock } from './skeleton';
import { SkeletonCard } from './skeleton-card';

describe('SkeletonCard', () => {
  it('stacks its shapes in a card, the given gap apart', () => {
    const { container } = render(
      <SkeletonCard gap="1.25rem">
        <SkeletonBlock $width="35%" />
        <SkeletonBlock $height="2.75rem" />
      </SkeletonCard>,
    );
    const stack = container.firstElementChild?.firstElementChild as HTMLElement;
    expect(stack.children).toHaveLength(2);
    expect(getComputedStyle(stack).display).toBe('grid');
    expect(getComputedStyle(stack).gap).toBe('1.25rem');
  });
});
