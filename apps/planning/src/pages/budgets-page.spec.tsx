import type { DataApi } from '@pitaka/data';
import { emptyLedgerSummary } from '@pitaka/domain';
import { findToast, fixClockForEachTest, renderPage, silenceConsoleErrors } from '@pitaka/remote-kit/testing';
import { expectNoSeriousA11yViolations } from '@pitaka/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import BudgetsPage from './budgets-page';
import { BUDGETS, BUDGET_ANSWERS, NOVEMBER, NOW, peso } from '../testing/budget-fixtures';

fixClockForEachTest(NOW);
silenceConsoleErrors();

function renderBudgets(answers: Partial<DataApi> = {}, path = '/budgets') {
  return renderPage(<BudgetsPage />, {
    path,
    route: '/budgets',
    api: { ...BUDGET_ANSWERS, ...answers },
  });
}

describe('/budgets', () => {
  it("shows this kinsena's budget: spent of what each category has, what is left a day, what is over", async () => {
    renderBudgets();
    const lines = await screen.findByRole('list', { name: 'Budget for Nov 16–30, 2026' });
    expect(screen.getByRole('heading', { level: 2, name: 'Nov 16–30, 2026' })).toBeInTheDocument();
    expect(screen.getByText('3 days left')).toBeInTheDocument();
    const [foodLine, transportLine] = within(lines).getAllByRole('listitem');
    // ₱3,000 and ₱100 carried from Nov 1–15 (2,900 spent there): ₱1,000 left for 3 days.
    expect(foodLine).toHaveTextContent('₱2,160.00 of ₱3,100.00');
    expect(foodLine).toHaveTextContent('₱940.00 left · ₱313.33 a day');
    expect(foodLine).toHaveTextContent('₱100.00 carried over');
    expect(within(foodLine).getByRole('progressbar', { name: 'Food' })).toHaveAttribute(
      'aria-valuetext',
      '70%, ₱2,160.00 of ₱3,100.00',
    );
    expect(transportLine).toHaveTextContent('Over by ₱150.75');
    expect(screen.getByText('₱3,110.75 of ₱3,900.00')).toBeInTheDocument();
    const unbudgeted = screen.getByRole('list', { name: 'Spent without a budget' });
    expect(unbudgeted).toHaveTextContent('Shopping₱499.00');
  });

  it('steps to the period before and switches to the month', async () => {
    const page = renderBudgets();
    await screen.findByRole('list', { name: 'Budget for Nov 16–30, 2026' });
    await page.user.click(screen.getByRole('button', { name: 'Previous period' }));
    expect(await screen.findByRole('list', { name: 'Budget for Nov 1–15, 2026' })).toBeInTheDocument();
    await waitFor(() => expect(page.location()).toBe('/budgets?period=2026-11-1'));
    await page.user.click(screen.getByRole('radio', { name: 'Month' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'No budget for November 2026' })).toBeInTheDocument();
    await waitFor(() => expect(page.location()).toBe('/budgets?period=2026-11'));
  });

  it('sets a budget from the suggestions and saves it', async () => {
    const page = renderBudgets({ saveBudget: async () => undefined }, '/budgets?period=2026-12-1');
    await screen.findByRole('heading', { level: 2, name: 'No budget for Dec 1–15, 2026' });
    await page.user.click(screen.getByRole('button', { name: 'Set budget' }));
    const form = await screen.findByRole('form', { name: 'Budget for Dec 1–15, 2026' });
    await page.user.click(within(form).getByRole('button', { name: 'Suggest from the last 3 periods' }));
    // The last three kinsenas: Nov 16–30, Nov 1–15, Oct 16–31.
    expect(within(form).getByRole('textbox', { name: 'Budget for Food' })).toHaveValue('1687');
    await page.user.click(within(form).getByRole('button', { name: 'Save budget' }));
    expect(await findToast('Budget saved')).toBeInTheDocument();
    expect(page.api.saveBudget).toHaveBeenCalledWith(expect.anything(), {
      period: '2026-12-1',
      rows: [
        { category: 'Food', amount: peso(1687), rollover: false },
        { category: 'Transport', amount: peso(317), rollover: false },
        { category: 'Shopping', amount: peso(167), rollover: false },
      ],
    });
  });

  it('refuses a budget without an amount at its field, sending nothing', async () => {
    const page = renderBudgets({ saveBudget: async () => undefined }, '/budgets?period=2026-12-1');
    await page.user.click(await screen.findByRole('button', { name: 'Set budget' }));
    const form = await screen.findByRole('form', { name: 'Budget for Dec 1–15, 2026' });
    await page.user.click(within(form).getByRole('button', { name: 'Add a category' }));
    await page.user.click(within(form).getByRole('button', { name: 'Save budget' }));
    const amount = within(form).getByRole('textbox', { name: 'Budget for Food' });
    await waitFor(() => expect(amount).toHaveAccessibleDescription('₱ Enter a budget for Food'));
    expect(amount).toHaveFocus();
    expect(page.api.saveBudget).not.toHaveBeenCalled();
  });

  it('says when the figures are still being prepared', async () => {
    renderBudgets({ getLedgerSummary: async () => emptyLedgerSummary(false) });
    expect(await screen.findByText(/Your spending figures are still being prepared/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Insights' })).toHaveAttribute('href', '/insights');
  });

  it('shows a viewer no way to change it', async () => {
    renderPage(<BudgetsPage />, {
      path: '/budgets',
      route: '/budgets',
      space: { id: 'h1', name: 'Santos', role: 'viewer', currency: 'PHP' },
      api: {
        getLatestBudget: async () => BUDGETS['2026-11-2'],
        getBudget: async (_scope, period) => BUDGETS[period] ?? null,
        getMonthSummary: async (_scope, month) => (month === '2026-11' ? NOVEMBER : null),
        getLedgerSummary: async () => emptyLedgerSummary(true),
      },
    });
    await screen.findByRole('list', { name: 'Budget for Nov 16–30, 2026' });
    expect(screen.queryByRole('button', { name: 'Edit budget' })).not.toBeInTheDocument();
  });

  it('has no serious accessibility violations', async () => {
    const { container } = renderBudgets();
    await screen.findByRole('list', { name: 'Budget for Nov 16–30, 2026' });
    await expectNoSeriousA11yViolations(container);
  });
});
