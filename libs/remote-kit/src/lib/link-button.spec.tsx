import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LinkButton } from './link-button';
import { NewRecordButton } from './new-record-button';

describe('LinkButton', () => {
  it('is a link to its page, named by its words', () => {
    render(
      <MemoryRouter>
        <LinkButton to="/add-account" variant="secondary">
          Add Account
        </LinkButton>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Add Account' })).toHaveAttribute('href', '/add-account');
  });

  it('with a plus before the words, is a list page’s New button', () => {
    render(
      <MemoryRouter>
        <NewRecordButton to="/debt/create">New Debt</NewRecordButton>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'New Debt' });
    expect(link).toHaveAttribute('href', '/debt/create');
    expect(link.querySelector('svg')).not.toBeNull();
  });
});
