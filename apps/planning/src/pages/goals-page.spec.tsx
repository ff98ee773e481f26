import { fixClockForEachTest, renderPage, renderPageIn, silenceConsoleErrors } from '@pitaka/remote-kit/testing';
import { expectNoSeriousA11yViolations } from '@pitaka/ui/testing';
import { screen, within } from '@testing-library/react';
import { NOW } from '../testing/budget-fixtures';
import { GOAL_ANSWERS } from '../testing/goal-fixtures';
import GoalsPage from './goals-page';

fixClockForEachTest(NOW);
silenceConsoleErrors();

const renderGoals = (answers = GOAL_ANSWERS) =>
  renderPage(<GoalsPage />, { path: '/goals', route: '/goals', api: answers });

describe('/goals', () => {
  it('shows each goal as a card: where its progress comes from, its bar, and what it needs next; reached last', async () => {
    renderGoals();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Tuition for June',
      'New laptop',
      'Phone',
    ]);
    expect(cards[0]).toHaveTextContent('The balance of BPI Savings');
    expect(cards[1]).toHaveTextContent('What is set aside toward it');
    expect(cards[1]).toHaveTextContent('₱14,000.00 of ₱40,000.00');
    expect(within(cards[2]).getByText('Reached')).toBeInTheDocument();
    expect(within(cards[1]).getByRole('link', { name: 'New laptop' })).toHaveAttribute('href', '/goals/laptop');
    expect(screen.getByRole('link', { name: 'New goal' })).toHaveAttribute('href', '/goals/new');
  });

  it('says so when a goal overshot its date, and counts an overdrawn account as nothing saved', async () => {
    renderGoals({
      ...GOAL_ANSWERS,
      listGoals: async () => [
        {
          id: 'late',
          name: 'Fiesta',
          target: 500_000 as never,
          targetDate: new Date('2026-10-31T16:00:00Z'),
          contributions: [],
        },
      ],
    });
    expect(await screen.findByText('Nov 1, 2026 has passed: ₱5,000.00 to go')).toBeInTheDocument();
  });

  it('invites a first goal', async () => {
    renderGoals({ ...GOAL_ANSWERS, listGoals: async () => [] });
    expect(await screen.findByRole('heading', { name: 'No goals yet' })).toBeInTheDocument();
  });

  it('in Filipino', async () => {
    renderPageIn('fil', <GoalsPage />, { path: '/goals', route: '/goals', api: GOAL_ANSWERS });
    const cards = await screen.findAllByRole('article');
    expect(cards[0]).toHaveTextContent('Ang balanse ng BPI Savings');
    expect(within(cards[2]).getByText('Naabot na')).toBeInTheDocument();
  });

  it('has no serious accessibility violations', async () => {
    const { container } = renderGoals();
    await screen.findAllByRole('article');
    await expectNoSeriousA11yViolations(container);
  });
});
