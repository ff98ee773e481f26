import type { ReactElement } from 'react';
import { fixClockForEachTest, renderPage, renderPageIn, silenceConsoleErrors } from '@pitaka/remote-kit/testing';
import { screen, within } from '@testing-library/react';
import { NOW } from '../testing/budget-fixtures';
import { GOAL_ANSWERS } from '../testing/goal-fixtures';
import BudgetPeriodWidget from './budget-period-widget';
import GoalsWidget from './goals-widget';

fixClockForEachTest(NOW);
silenceConsoleErrors();

const render = (widget: ReactElement, api = GOAL_ANSWERS) =>
  renderPage(widget, { path: '/dashboard', route: '/dashboard', api });

describe('Budget this period', () => {
  it("shows today's kinsena: spent of the budget, what is left, days left, and the categories nearest their limit", async () => {
    render(<BudgetPeriodWidget />);
    const bar = await screen.findByRole('progressbar', { name: 'Nov 16–30, 2026' });
    expect(bar).toHaveAttribute('aria-valuetext', '80%, ₱3,110.75 of ₱3,900.00');
    expect(screen.getByText(/₱789\.25 left · 3 days left/)).toBeInTheDocument();
    const lines = screen.getByRole('list', { name: 'Categories nearest their budget' });
    const [first, second] = within(lines).getAllByRole('listitem');
    expect(within(first).getByRole('progressbar', { name: 'Transport' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Over by ₱150.75');
    expect(within(second).getByRole('progressbar', { name: 'Food' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all budgets' })).toHaveAttribute('href', '/budgets');
  });

  it('offers to set a budget when the period has none', async () => {
    render(<BudgetPeriodWidget />, { ...GOAL_ANSWERS, getBudget: async () => null });
    expect(await screen.findByText('No budget for Nov 16–30, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set budget' })).toHaveAttribute('href', '/budgets');
  });
});

describe('Goals', () => {
  it('lists the open goals nearest to reached, with what each needs next, and leaves out the reached', async () => {
    render(<GoalsWidget />);
    const list = await screen.findByRole('list', { name: 'Open goals' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual(['Tuition for June', 'New laptop']);
    // ₱12,000 of ₱30,000 in BPI Savings: ₱18,000 over the 13 kinsenas to 31 May.
    expect(items[0]).toHaveTextContent('₱12,000.00 of ₱30,000.00');
    expect(items[0]).toHaveTextContent('₱1,384.62 a kinsena until May 31, 2027');
    // Set aside ₱4,000 and the Office payout ₱10,000: ₱26,000 over 5 kinsenas.
    expect(within(items[1]).getByRole('progressbar', { name: 'Progress of New laptop' })).toHaveAttribute(
      'aria-valuetext',
      '35%, ₱14,000.00 of ₱40,000.00',
    );
    expect(items[1]).toHaveTextContent('₱5,200.00 a kinsena until Jan 31, 2027');
    expect(screen.queryByText('Phone')).not.toBeInTheDocument();
  });

  it('in Filipino', async () => {
    renderPageIn('fil', <GoalsWidget />, { path: '/dashboard', route: '/dashboard', api: GOAL_ANSWERS });
    expect(await screen.findByRole('list', { name: 'Mga bukas na layunin' })).toHaveTextContent(
      '₱5,200.00 bawat kinsena hanggang Ene 31, 2027',
    );
  });

  it('invites a first goal', async () => {
    render(<GoalsWidget />, { ...GOAL_ANSWERS, listGoals: async () => [] });
    expect(await screen.findByText('No goals yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New goal' })).toHaveAttribute('href', '/goals/new');
  });
});
