import { render, screen } from '@testing-library/react';
import { expectNoSeriousA11yViolations } from '../testing/axe';
import { ProgressBar, progressPercent } from './progress-bar';

describe('ProgressBar', () => {
  it('is a labelled progressbar with its percent shown', () => {
    render(<ProgressBar label="Progress" value={4} max={10} valueText="Week 4 of 10" />);
    const bar = screen.getByRole('progressbar', { name: 'Progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '40%, Week 4 of 10');
    expect(screen.getByText('40%')).toBeVisible();
  });

  it('rounds and clamps to 0..100', () => {
    expect([
      progressPercent(1, 3),
      progressPercent(2, 3),
      progressPercent(12, 10),
      progressPercent(-1, 10),
      progressPercent(5, 0),
    ]).toEqual([33, 67, 100, 0, 0]);
  });

  it('can keep its label for screen readers only', () => {
    render(<ProgressBar label="Paluwagan progress" value={100} hideLabel />);
    expect(screen.getByRole('progressbar', { name: 'Paluwagan progress' })).toHaveAttribute('aria-valuetext', '100%');
  });

  it('marks a bar past its limit (a budget overspent), and no other', () => {
    const { rerender } = render(<ProgressBar label="Food" value={120} max={100} over />);
    const fill = () => screen.getByRole('progressbar', { name: 'Food' }).firstElementChild;
    expect(fill()).toHaveAttribute('data-over', 'true');
    rerender(<ProgressBar label="Food" value={100} max={100} />);
    expect(fill()).not.toHaveAttribute('data-over');
  });

  it('has no serious axe violations', async () => {
    const { container } = render(<ProgressBar label="Progress" value={55} />);
    await expectNoSeriousA11yViolations(container);
  });
});
