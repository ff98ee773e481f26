import { render, screen, within } from '@testing-library/react';
import { expectNoSeriousA11yViolations } from '../testing/axe';
import { FakeLink } from '../testing/fake-link';
import { WidgetCard } from './widget-card';

describe('WidgetCard', () => {
  it("is a region named by its heading, with its content and a 'View all' link", async () => {
    const { container } = render(
      <WidgetCard title="Debts" viewAll={{ to: '/debt', label: 'View all debts', linkAs: FakeLink }}>
        <p>Tuition loan</p>
      </WidgetCard>,
    );
    const block = screen.getByRole('region', { name: 'Debts' });
    expect(within(block).getByRole('heading', { level: 2, name: 'Debts' })).toBeInTheDocument();
    expect(within(block).getByText('Tuition loan')).toBeInTheDocument();
    const link = within(block).getByRole('link', { name: 'View all debts' });
    expect(link).toHaveAttribute('href', '/debt');
    expect(link).toHaveTextContent('View all');
    await expectNoSeriousA11yViolations(container);
  });

  it('has no link unless given one', () => {
    render(
      <WidgetCard title="Total Balance">
        <p>₱1,000.00</p>
      </WidgetCard>,
    );
    expect(screen.getByRole('region', { name: 'Total Balance' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
