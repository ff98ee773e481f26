import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoSeriousA11yViolations } from '../testing/axe';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { PaluwaganIcon } from './icons';

describe('EmptyState', () => {
  it('shows a heading, text and a link action', () => {
    render(
      <EmptyState
        title="No Paluwagan"
        text="Get started by creating a new Paluwagan."
        action={<a href="/paluwagan/new">New Paluwagan</a>}
        icon={<PaluwaganIcon />}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'No Paluwagan' })).toBeInTheDocument();
    expect(screen.getByText('Get started by creating a new Paluwagan.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Paluwagan' })).toHaveAttribute('href', '/paluwagan/new');
  });

  it('takes a button action and another heading level', async () => {
    const onClick = jest.fn();
    render(
      <EmptyState
        title="No Debts"
        headingLevel={2}
        action={
          <Button type="button" onClick={onClick}>
            New Debt
          </Button>
        }
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No Debts' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New Debt' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('has no serious axe violations', async () => {
    const { container } = render(
      <EmptyState title="No Credits" text="No one owes you yet." icon={<PaluwaganIcon />} />,
    );
    await expectNoSeriousA11yViolations(container);
  });
});
