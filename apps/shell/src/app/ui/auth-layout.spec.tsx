import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthLayout } from './auth-layout';

afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
});

describe('AuthLayout', () => {
  it('puts the form in main and the marketing panel in a labelled aside', () => {
    render(
      <AuthLayout panel={{ title: 'Take Control of Your Finances', text: 'Every peso.', points: ['One', 'Two'] }}>
        <h1>Welcome Back!</h1>
      </AuthLayout>,
    );
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main-content');
    expect(within(main).getByRole('heading', { level: 1, name: 'Welcome Back!' })).toBeInTheDocument();
    const aside = screen.getByRole('complementary', { name: 'Take Control of Your Finances' });
    expect(
      within(aside)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['One', 'Two']);
    expect(within(aside).getByText('Every peso.')).toBeInTheDocument();
  });

  it('offers the theme choice in main, after the form, before anyone signs in', async () => {
    render(
      <AuthLayout panel={{ title: 'Take Control of Your Finances', text: 'Every peso.', points: [] }}>
        <form aria-label="Sign in" />
      </AuthLayout>,
    );
    const main = screen.getByRole('main');
    const theme = within(main).getByRole('group', { name: 'Theme' });
    expect(screen.getByRole('form', { name: 'Sign in' }).compareDocumentPosition(theme)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    await userEvent.click(within(theme).getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  });
});
