import { render, screen, within } from '@testing-library/react';
import { AuthLayout } from './auth-layout';

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
});
