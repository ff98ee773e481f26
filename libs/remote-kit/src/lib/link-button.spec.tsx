import { render, screen } from '@testing-library/react';
import { SpaceProvider } from '@pitaka/data';
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

  it.each([
    ['a household’s viewer', 'viewer', false],
    ['an editor', 'editor', true],
  ] as const)('to a page that changes money, for %s (%s): shown %s', (_, role, shown) => {
    render(
      <MemoryRouter>
        <SpaceProvider space={{ id: 'h1', name: 'Dela Cruz family', role }}>
          <LinkButton to="/add-account" changes>
            Add Account
          </LinkButton>
          <NewRecordButton to="/debt/create">New Debt</NewRecordButton>
          <LinkButton to="/accounts">All accounts</LinkButton>
        </SpaceProvider>
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link', { name: 'Add Account' }) !== null).toBe(shown);
    expect(screen.queryByRole('link', { name: 'New Debt' }) !== null).toBe(shown);
    expect(screen.getByRole('link', { name: 'All accounts' })).toBeInTheDocument();
  });
});
