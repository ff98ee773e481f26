import { render, screen } from '@testing-library/react';
import { BackLink } from './text-link';
import { PageHeader } from './page-header';

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
