import { render, screen } from '@testing-library/react';
import { expectNoSeriousA11yViolations } from '../testing/axe';
import { StatusBanner, type StatusTone } from './status-banner';

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
