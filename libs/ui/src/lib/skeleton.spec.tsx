import { render, screen } from '@testing-library/react';
import { expectNoSeriousA11yViolations } from '../testing/axe';
import { Skeleton, SkeletonBlock } from './skeleton';

describe('Skeleton', () => {
  it('marks its region busy, says what loads, hides the shapes', () => {
    const { container } = render(<Skeleton label="Loading accounts" lines={4} />);
    const region = container.querySelector('[aria-busy="true"]');
    expect(region).toHaveTextContent('Loading accounts');
    const shapes = region?.querySelector('[aria-hidden="true"]');
    expect(shapes?.children).toHaveLength(4);
    expect(screen.getByText('Loading accounts')).toBeInTheDocument();
  });

  it('takes custom shapes', () => {
    const { container } = render(
      <Skeleton label="Loading chart">
        <SkeletonBlock $height="8rem" data-testid="chart" />
      </Skeleton>,
    );
    expect(container.querySelector('[aria-hidden="true"]')?.children).toHaveLength(1);
  });

  it('stops its animation for reduced motion', () => {
    render(<Skeleton label="Loading" />);
    const css = Array.from(document.querySelectorAll('style'), (style) => style.textContent).join('');
    expect(css).toMatch(/@media \(prefers-reduced-motion: ?reduce\)\{[^}]*animation:none/);
  });

  it('has no serious axe violations', async () => {
    const { container } = render(<Skeleton label="Loading accounts" />);
    await expectNoSeriousA11yViolations(container);
  });
});
