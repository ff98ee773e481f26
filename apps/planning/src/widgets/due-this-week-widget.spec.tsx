import { fixClockForEachTest, renderPage, silenceConsoleErrors } from '@pitaka/remote-kit/testing';
import { expectNoSeriousA11yViolations, textsOf } from '@pitaka/ui/testing';
import { screen, within } from '@testing-library/react';
import { DUE_ANSWERS, NOTHING_DUE, NOW, type Answers } from '../features/upcoming/test-fixtures';
import DueThisWeekWidget from './due-this-week-widget';

fixClockForEachTest(NOW);
silenceConsoleErrors();

const renderWidget = (answers: Answers = DUE_ANSWERS) =>
  renderPage(<DueThisWeekWidget />, { path: '/dashboard', api: answers });

describe('Due this week', () => {
  it("shows the week's totals and the next five things due, overdue first, linking to /upcoming", async () => {
    const { container } = renderWidget();
    const list = await screen.findByRole('list', { name: 'Next due' });
    expect(screen.getByText('Due this week ₱7,000.00 · Expected in ₱0.00')).toBeInTheDocument();
    expect(textsOf(within(list).getAllByRole('link'))).toEqual([
      'Meralco',
      'Salary',
      'Office Paluwagan',
      'Office Paluwagan',
      'Laptop',
    ]);
    expect(within(list).getAllByText('Overdue')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'View all due items' })).toHaveAttribute('href', '/upcoming');
    await expectNoSeriousA11yViolations(container);
  });

  it('says when nothing is due', async () => {
    renderWidget(NOTHING_DUE);
    expect(await screen.findByText('Nothing due')).toBeInTheDocument();
  });
});
