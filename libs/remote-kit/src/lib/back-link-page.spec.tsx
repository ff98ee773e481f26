import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { BackLinkPage } from './back-link-page';

describe('BackLinkPage', () => {
  it('shows the link back, the title and subtitle, then the content', () => {
    render(
      <MemoryRouter>
        <BackLinkPage backTo="/recurring" backLabel="Back to Recurring" title="Add Recurring" subtitle="On a schedule">
          <p>The form</p>
        </BackLinkPage>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Back to Recurring' })).toHaveAttribute('href', '/recurring');
    expect(screen.getByRole('heading', { level: 1, name: 'Add Recurring' })).toBeInTheDocument();
    expect(screen.getByText('On a schedule')).toBeInTheDocument();
    expect(screen.getByText('The form')).toBeInTheDocument();
  });
});
