import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { MainPage } from './main-page';

describe('MainPage', () => {
  it('shows the title, the way to the page beside it before its own action, then the content', () => {
    render(
      <MemoryRouter>
        <MainPage
          title="Recurring"
          subtitle="Bills and income on a schedule"
          related={{ to: '/upcoming', label: 'See what is due' }}
          action={<button type="button">Add Recurring</button>}
        >
          <p>The list</p>
        </MainPage>
      </MemoryRouter>,
    );
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('heading', { level: 1, name: 'Recurring' })).toBeInTheDocument();
    const related = within(header).getByRole('link', { name: 'See what is due' });
    expect(related).toHaveAttribute('href', '/upcoming');
    expect(related.nextElementSibling).toBe(within(header).getByRole('button', { name: 'Add Recurring' }));
    expect(screen.getByText('The list')).toBeInTheDocument();
  });

  it('has no actions when given none', () => {
    render(
      <MemoryRouter>
        <MainPage title="Insights">
          <p>Figures</p>
        </MainPage>
      </MemoryRouter>,
    );
    expect(within(screen.getByRole('banner')).queryByRole('link')).not.toBeInTheDocument();
    expect(within(screen.getByRole('banner')).queryByRole('button')).not.toBeInTheDocument();
  });
});
