import { manilaDay, toCentavos } from '@pitaka/domain';
import { findToast, fixClockForEachTest, renderPage, silenceConsoleErrors } from '@pitaka/remote-kit/testing';
import { expectNoSeriousA11yViolations } from '@pitaka/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { NOW } from '../testing/budget-fixtures';
import { GOAL_ANSWERS } from '../testing/goal-fixtures';
import AddGoalPage from './add-goal-page';

fixClockForEachTest(NOW);
silenceConsoleErrors();

const renderNew = () =>
  renderPage(<AddGoalPage />, {
    path: '/goals/new',
    route: '/goals/new',
    api: { ...GOAL_ANSWERS, createGoal: async () => ({ id: 'new1' }) },
  });

describe('/goals/new', () => {
  it('refuses a goal without a target at its input, then creates one held in an account and opens it', async () => {
    const page = renderNew();
    const form = await screen.findByRole('form', { name: 'New goal' });
    await page.user.type(within(form).getByRole('textbox', { name: 'What is it for?' }), ' Tuition ');
    await page.user.click(within(form).getByRole('button', { name: 'Create goal' }));
    expect(await within(form).findByText('Enter the amount to reach')).toBeInTheDocument();
    expect(page.api.createGoal).not.toHaveBeenCalled();
    await page.user.type(within(form).getByRole('textbox', { name: 'Amount to reach' }), '30000');
    await page.user.type(within(form).getByLabelText('Reach it by'), '2027-05-31');
    await page.user.selectOptions(
      within(form).getByRole('combobox', { name: 'Where the money is kept' }),
      'BPI Savings',
    );
    expect(within(form).getByText("Progress is this account's balance: transfers into it count.")).toBeInTheDocument();
    await page.user.click(within(form).getByRole('button', { name: 'Create goal' }));
    expect(await findToast('Goal created')).toBeInTheDocument();
    expect(page.api.createGoal).toHaveBeenCalledWith(expect.anything(), {
      name: 'Tuition',
      target: toCentavos(30_000),
      targetDate: manilaDay(2027, 5, 31),
      accountId: 'bpi',
    });
    await waitFor(() => expect(page.location()).toBe('/goals/new1'));
  });

  it('has no serious accessibility violations', async () => {
    const { container } = renderNew();
    await screen.findByRole('form', { name: 'New goal' });
    await expectNoSeriousA11yViolations(container);
  });
});
