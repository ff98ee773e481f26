import type { DataApi } from '@pitaka/data';
import { manilaDay, toCentavos } from '@pitaka/domain';
import { findToast, fixClockForEachTest, renderPage, silenceConsoleErrors } from '@pitaka/remote-kit/testing';
import { expectNoSeriousA11yViolations } from '@pitaka/ui/testing';
import { screen, within } from '@testing-library/react';
import { NOW } from '../testing/budget-fixtures';
import { GOAL_ANSWERS } from '../testing/goal-fixtures';
import GoalPage from './goal-page';

fixClockForEachTest(NOW);
silenceConsoleErrors();

function renderGoal(id: string, answers: Partial<DataApi> = {}, role?: 'viewer') {
  return renderPage(<GoalPage />, {
    path: `/goals/${id}`,
    route: '/goals/:goalId',
    api: { ...GOAL_ANSWERS, ...answers },
    ...(role ? { space: { id: 'h1', name: 'Santos', role, currency: 'PHP' as const } } : {}),
  });
}

describe('/goals/{id}', () => {
  it('shows how far it is, its facts, and what counts toward it: the payout and the amounts set aside, newest first', async () => {
    renderGoal('laptop');
    const bar = await screen.findByRole('progressbar', { name: 'Progress' });
    expect(bar).toHaveAttribute('aria-valuetext', '35%, ₱14,000.00 of ₱40,000.00');
    expect(screen.getByText('₱5,200.00 a kinsena until Jan 31, 2027')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Set aside toward this goal' });
    const rows = within(list).getAllByRole('listitem');
    expect(within(rows[0]).getByRole('link', { name: 'Office paluwagan, number 1' })).toHaveAttribute(
      'href',
      '/paluwagan/office',
    );
    expect(rows[1]).toHaveTextContent('Nov 27, 2026₱1,500.00');
    expect(rows[2]).toHaveTextContent('Nov 15, 2026₱2,500.00');
  });

  it('sets money aside on the day chosen, and refuses nothing typed without sending', async () => {
    const page = renderGoal('laptop', { setAsideForGoal: async () => ({ id: 'c3' }) });
    const form = await screen.findByRole('form', { name: 'Set aside' });
    await page.user.click(within(form).getByRole('button', { name: 'Set aside' }));
    expect(await within(form).findByText('Enter the amount to set aside')).toBeInTheDocument();
    expect(page.api.setAsideForGoal).not.toHaveBeenCalled();
    await page.user.type(within(form).getByRole('textbox', { name: 'Amount' }), '1250.50');
    await page.user.click(within(form).getByRole('button', { name: 'Set aside' }));
    expect(await findToast('Set aside toward the goal')).toBeInTheDocument();
    expect(page.api.setAsideForGoal).toHaveBeenCalledWith(expect.anything(), {
      goalId: 'laptop',
      amount: toCentavos(1250.5),
      date: manilaDay(2026, 11, 28),
    });
  });

  it('takes one amount back', async () => {
    const page = renderGoal('laptop', { removeGoalContribution: async () => undefined });
    await page.user.click(await screen.findByRole('button', { name: 'Take back ₱2,500.00 set aside on Nov 15, 2026' }));
    expect(await findToast('Taken back')).toBeInTheDocument();
    expect(page.api.removeGoalContribution).toHaveBeenCalledWith(expect.anything(), {
      goalId: 'laptop',
      contributionId: 'c1',
    });
  });

  it("with an account shows that account's balance and no way to set money aside", async () => {
    renderGoal('tuition');
    expect(await screen.findByText('The balance of BPI Savings')).toBeInTheDocument();
    expect(screen.getByText('₱1,384.62 a kinsena until May 31, 2027')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Set aside' })).not.toBeInTheDocument();
  });

  it('shows a viewer no way to change it', async () => {
    renderGoal('laptop', {}, 'viewer');
    await screen.findByRole('list', { name: 'Set aside toward this goal' });
    expect(screen.queryByRole('form', { name: 'Set aside' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Take back/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit goal' })).not.toBeInTheDocument();
  });

  it('says when the goal is gone', async () => {
    renderGoal('gone');
    expect(await screen.findByRole('heading', { name: 'This goal no longer exists' })).toBeInTheDocument();
  });

  it('has no serious accessibility violations', async () => {
    const { container } = renderGoal('laptop');
    await screen.findByRole('list', { name: 'Set aside toward this goal' });
    await expectNoSeriousA11yViolations(container);
  });
});
