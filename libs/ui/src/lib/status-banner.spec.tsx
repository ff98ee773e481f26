import { render, screen } from '@testing-library/react';
import { expectNoSeriousA11yViolations } from '../testing/axe';
import { StatusBanner, StatusBannerSkeleton, type StatusTone } from './status-banner';

const cases: [StatusTone, string][] = [
  ['ok', 'All payments up to date'],
  ['dueSoon', 'Payment due this week'],
  ['overdue', 'Payment overdue'],
  ['done', 'All payments complete'],
  ['info', 'Payment not due yet'],
];

describe('StatusBanner', () => {
  it.each(cases)('a %s banner is a status with its words and a decorative icon', (tone, text) => {
    render(<StatusBanner tone={tone}>{text}</StatusBanner>);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(text);
    expect(status).toHaveAttribute('data-tone', tone);
    expect(status.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('has a skeleton with the same box as a banner, so a loading card is as tall as a loaded one', () => {
    render(
      <>
        <StatusBanner tone="dueSoon">Payment due this week</StatusBanner>
        <StatusBannerSkeleton data-testid="skeleton" />
      </>,
    );
    const box = (el: Element) => {
      const style = getComputedStyle(el);
      return [
        style.paddingTop,
        style.paddingBottom,
        style.borderTopWidth,
        style.borderBottomWidth,
        style.fontSize,
        style.lineHeight,
      ];
    };
    const skeleton = screen.getByTestId('skeleton');
    expect(box(skeleton)).toEqual(box(screen.getByRole('status')));
    expect(getComputedStyle(skeleton).height).toBe('auto');
  });

  it('has no serious axe violations', async () => {
    const { container } = render(
      <>
        {cases.map(([tone, text]) => (
          <StatusBanner key={tone} tone={tone}>
            {text}
          </StatusBanner>
        ))}
      </>,
    );
    await expectNoSeriousA11yViolations(container);
  });
});
