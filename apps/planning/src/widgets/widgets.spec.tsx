import {
  fixClockForEachTest,
  renderPageIn,
  silenceConsoleErrors,
  testWidgetDeclarations,
} from '@pitaka/remote-kit/testing';
import { screen, within } from '@testing-library/react';
import { DUE_ANSWERS, NOTHING_DUE, NOW, type Answers } from '../features/upcoming/test-fixtures';
import { GOAL_ANSWERS } from '../testing/goal-fixtures';
import BudgetPeriodWidget from './budget-period-widget';
import DueThisWeekWidget from './due-this-week-widget';
import GoalsWidget from './goals-widget';
import widgets from './index';

// What is due depends on the day: a fixed one.
fixClockForEachTest(NOW);
silenceConsoleErrors();

testWidgetDeclarations({
  widgets,
  components: {
    DueThisWeekWidget: [DueThisWeekWidget, 'Laptop'],
    BudgetPeriodWidget: [BudgetPeriodWidget, 'Transport'],
    GoalsWidget: [GoalsWidget, 'New laptop'],
  },
  api: { ...DUE_ANSWERS, ...GOAL_ANSWERS },
});

const renderInFilipino = (api: Answers) =>
  renderPageIn('fil', <DueThisWeekWidget />, { path: '/dashboard', route: '/dashboard', api });

describe('Due this week in Filipino', () => {
  it("Due this week: the week's totals, what is next and overdue", async () => {
    await renderInFilipino(DUE_ANSWERS);
    const list = await screen.findByRole('list', { name: 'Susunod na dapat bayaran' });
    expect(screen.getByText('Dapat bayaran ngayong linggo ₱7,000.00 · Inaasahang papasok ₱0.00')).toBeInTheDocument();
    expect(within(list).getAllByText('Lampas na')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Tingnan lahat ng dapat bayaran' })).toHaveAttribute('href', '/upcoming');
  });

  it('Due this week: nothing due', async () => {
    await renderInFilipino(NOTHING_DUE);
    expect(await screen.findByText('Walang dapat bayaran')).toBeInTheDocument();
    expect(
      screen.getByText('Dito lalabas ang mga bayarin, hulog sa paluwagan at bayad sa utang sa susunod na 30 araw.'),
    ).toBeInTheDocument();
  });
});
