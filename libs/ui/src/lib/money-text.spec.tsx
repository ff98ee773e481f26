import { render, screen } from '@testing-library/react';
import { expectNoSeriousA11yViolations } from '../testing/axe';
import { DateText } from './date-text';
import { MoneyText } from './money-text';

const peso = (n: number) => `₱${n.toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe('MoneyText', () => {
  it.each([
    [{ amount: 1240.5, kind: 'expense' as const }, '−₱1,240.50', 'expense'],
    [{ amount: 1240.5, kind: 'income' as const }, '+₱1,240.50', 'income'],
    [{ amount: -300 }, '−₱300.00', 'expense'],
    [{ amount: 300 }, '₱300.00', 'neutral'],
    [{ amount: 300, signed: true }, '+₱300.00', 'income'],
    [{ amount: 0, signed: true }, '₱0.00', 'neutral'],
    [{ amount: -1000, kind: 'transfer' as const }, '−₱1,000.00', 'neutral'],
    [{ amount: 1000, kind: 'transfer' as const }, '+₱1,000.00', 'neutral'],
  ])('%j reads %s (%s)', (props, text, tone) => {
    render(<MoneyText format={peso} {...props} />);
    const figure = screen.getByText(text);
    expect(figure).toHaveAttribute('data-tone', tone);
  });

  it('has no serious axe violations', async () => {
    const { container } = render(
      <p>
        Balance <MoneyText amount={-12} format={peso} />
      </p>,
    );
    await expectNoSeriousA11yViolations(container);
  });
});

describe('DateText', () => {
  it('shows the formatted day with the ISO value in dateTime', () => {
    render(<DateText value="2025-03-09" format={() => 'Mar 9, 2025'} />);
    const time = screen.getByText('Mar 9, 2025');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', '2025-03-09');
  });

  it('gives an instant its ISO timestamp', () => {
    const instant = new Date(Date.UTC(2025, 2, 9, 1, 30));
    render(<DateText value={instant} format={(d) => d.toLocaleString('en-PH', { timeZone: 'Asia/Manila' })} />);
    expect(screen.getByText(/3\/9\/2025/)).toHaveAttribute('dateTime', '2025-03-09T01:30:00.000Z');
  });

  it('has no serious axe violations', async () => {
    const { container } = render(
      <p>
        Due <DateText value="2025-03-09" format={() => 'Mar 9, 2025'} />
      </p>,
    );
    await expectNoSeriousA11yViolations(container);
  });
});
