import { render, screen, within } from '@testing-library/react';
import { BackLink } from './text-link';
import { PageHeader, TitledPage } from './page-header';

describe('PageHeader', () => {
  it('shows the back link, the title as the heading, the subtitle and the action', () => {
    render(
      <PageHeader
        back={<BackLink href="/debt">Back to Debt List</BackLink>}
        title="New Debt"
        subtitle="Money you owe, or money owed to you"
        action={<button type="button">Save</button>}
      />,
    );
    expect(screen.getByRole('link', { name: 'Back to Debt List' })).toHaveAttribute('href', '/debt');
    expect(screen.getByRole('heading', { level: 1, name: 'New Debt' })).toBeInTheDocument();
    expect(screen.getByText('Money you owe, or money owed to you')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('leaves out what it is not given', () => {
    const { container } = render(<PageHeader title="Edit Debt" />);
    expect(container.querySelectorAll('a, p, button')).toHaveLength(0);
  });
});

describe('TitledPage', () => {
  it('shows the header, with several actions side by side, and then the content', () => {
    render(
      <TitledPage
        title="Recurring"
        subtitle="Bills and income on a schedule"
        action={
          <>
            <a href="/upcoming">See what is due</a>
            <button type="button">Add Recurring</button>
          </>
        }
      >
        <p>The list</p>
      </TitledPage>,
    );
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('heading', { level: 1, name: 'Recurring' })).toBeInTheDocument();
    expect(within(header).getByText('Bills and income on a schedule')).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'See what is due' })).toHaveAttribute('href', '/upcoming');
    expect(within(header).getByRole('button', { name: 'Add Recurring' })).toBeInTheDocument();
    expect(header.nextElementSibling).toHaveTextContent('The list');
  });
});
