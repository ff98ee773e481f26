import { findToast, fixClockForEachTest, renderPage, silenceConsoleErrors } from '@pitaka/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { NOW } from '../testing/budget-fixtures';
import { GOAL_ANSWERS, LAPTOP } from '../testing/goal-fixtures';
import EditGoalPage from './edit-goal-page';

fixClockForEachTest(NOW);
silenceConsoleErrors();

const renderEdit = () =>
  renderPage(<EditGoalPage />, {
    path: '/goals/laptop/edit',
    route: '/goals/:goalId/edit',
    api: { ...GOAL_ANSWERS, updateGoal: async () => undefined, deleteGoal: async () => undefined },
  });

describe('/goals/{id}/edit', () => {
  it('starts from the goal, saves the changes and goes back to it', async () => {
    const page = renderEdit();
    const form = await screen.findByRole('form', { name: 'Edit goal' });
    const name = within(form).getByRole('textbox', { name: 'What is it for?' });
    expect(name).toHaveValue('New laptop');
    expect(within(form).getByLabelText('Reach it by')).toHaveValue('2027-01-31');
    await page.user.clear(within(form).getByLabelText('Reach it by'));
    await page.user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await findToast('Goal updated')).toBeInTheDocument();
    expect(page.api.updateGoal).toHaveBeenCalledWith(expect.anything(), {
      goalId: 'laptop',
      name: 'New laptop',
      target: LAPTOP.target,
      targetDate: null,
      accountId: '',
    });
    await waitFor(() => expect(page.location()).toBe('/goals/laptop'));
  });

  it('deletes it after a confirmation, then opens /goals', async () => {
    const page = renderEdit();
    await page.user.click(await screen.findByRole('button', { name: 'Delete goal' }));
    await page.user.click(screen.getByRole('button', { name: 'Confirm Delete' }));
    expect(await findToast('Goal deleted')).toBeInTheDocument();
    expect(page.api.deleteGoal).toHaveBeenCalledWith(expect.anything(), { goalId: 'laptop' });
    await waitFor(() => expect(page.location()).toBe('/goals'));
  });
});
