import { DEBT_MESSAGES, LINK_MESSAGES, toCentavos, VALIDATION_MESSAGES as V, type Debt } from '@pitaka/domain';
import { renderPage, renderPageIn } from '@pitaka/remote-kit/testing';
import { expectNoSeriousA11yViolations } from '@pitaka/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { day, fixClock, GCASH, makeDebt, payment } from '../testing/fixtures';
import DebtEditPage from './debt-edit-page';

beforeEach(() => fixClock());
afterEach(() => jest.useRealTimers());

const UNPAID = makeDebt({
  paymentSchedule: [
    payment(day(3, 4), toCentavos(333.34)),
    payment(day(4, 4), toCentavos(333.33)),
    payment(day(5, 4), toCentavos(333.33)),
  ],
});
const LOCKED = makeDebt({
  paymentSchedule: [
    payment(day(3, 4), toCentavos(333.34), { isPaid: true, accountId: GCASH.id, transactionId: 't1' }),
    payment(day(4, 4), toCentavos(333.33)),
    payment(day(5, 4), toCentavos(333.33)),
  ],
});

function renderEdit(debt: Debt | null = UNPAID) {
  return renderPage(<DebtEditPage />, {
    path: `/debt/${debt?.id ?? 'gone'}/edit`,
    route: '/debt/:debtId/edit',
    api: {
      getDebt: async () => debt,
      updateDebt: async () => undefined,
      deleteDebt: async () => undefined,
    },
  });
}

const field = (label: string) => screen.getByLabelText(label);

describe('/debt/{id}/edit', () => {
  it('starts from the debt, and while nothing is paid saves every field (a new schedule)', async () => {
    const page = renderEdit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Debt' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'I Owe Money' })).toBeChecked();
    expect(field('Debt Name')).toHaveValue('Tuition loan');
    expect(field('Lender Name')).toHaveValue('Tita Maria');
    expect(field('Total Amount')).toHaveValue('1000.00');
    expect(screen.getByRole('radio', { name: 'Multiple Payments' })).toBeChecked();
    expect(field('Number of Payments')).toHaveValue(3);
    expect(field('Frequency')).toHaveValue('monthly');
    expect(field('Start Date')).toHaveValue('2026-03-04');
    expect(screen.queryByText(DEBT_MESSAGES.lockedNotice)).not.toBeInTheDocument();

    await page.user.clear(field('Total Amount'));
    await page.user.type(field('Total Amount'), '1200');
    await page.user.clear(field('Number of Payments'));
    await page.user.type(field('Number of Payments'), '4');
    await page.user.selectOptions(field('Frequency'), 'Weekly');
    await page.user.click(screen.getByRole('radio', { name: 'Money Owed to Me' }));
    await page.user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(page.api.updateDebt).toHaveBeenCalledWith(expect.objectContaining({ uid: 'u1' }), {
      debtId: 'd1',
      type: 'owed',
      name: 'Tuition loan',
      counterpartyName: 'Tita Maria',
      totalAmount: toCentavos(1200),
      paymentType: 'multiple',
      dueDate: null,
      startDate: day(3, 4),
      count: 4,
      frequency: 'weekly',
    });
    expect(await screen.findByText('Debt updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(page.location()).toBe('/debt/d1'));
  });

  it('a single-payment debt starts with its due date', async () => {
    renderEdit(makeDebt({ paymentSchedule: [payment(day(6, 30), toCentavos(1000))] }));
    expect(await screen.findByRole('radio', { name: 'Single Payment' })).toBeChecked();
    expect(field('Due Date')).toHaveValue('2026-06-30');
  });

  it('once a payment is marked, only the name and counterparty can change, with the notice', async () => {
    const page = renderEdit(LOCKED);
    expect(await screen.findByText(DEBT_MESSAGES.lockedNotice)).toBeInTheDocument();
    expect(field('Total Amount')).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Single Payment' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Multiple Payments' })).toBeDisabled();
    expect(field('Number of Payments')).toBeDisabled();
    expect(field('Frequency')).toBeDisabled();
    expect(field('Start Date')).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Money Owed to Me' })).toBeDisabled();
    expect(screen.getByRole('group', { name: 'Debt Type' })).toHaveAccessibleDescription(DEBT_MESSAGES.typeLocked);

    await page.user.clear(field('Debt Name'));
    await page.user.type(field('Debt Name'), 'School loan');
    await page.user.clear(field('Lender Name'));
    await page.user.type(field('Lender Name'), 'Tito Ben');
    await page.user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(page.api.updateDebt).toHaveBeenCalledWith(expect.anything(), {
      debtId: 'd1',
      type: 'owe',
      name: 'School loan',
      counterpartyName: 'Tito Ben',
      totalAmount: toCentavos(1000),
      paymentType: 'multiple',
      dueDate: null,
      startDate: day(3, 4),
      count: 3,
      frequency: 'monthly',
    });
    expect(await screen.findByText('Debt updated successfully')).toBeInTheDocument();
  });

  it.each([
    ['Debt Name', '', V.debtNameRequired],
    ['Total Amount', '0', V.totalAmountPositive],
    ['Number of Payments', '1', V.validMultiplePayments],
  ])('refuses %s %j with %j and sends nothing', async (label, value, message) => {
    const page = renderEdit();
    await screen.findByRole('heading', { name: 'Edit Debt' });
    await page.user.clear(field(label));
    if (value) await page.user.type(field(label), value);
    await page.user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(page.api.updateDebt).not.toHaveBeenCalled();
  });

  it("shows 'Failed to update debt' and re-enables Save Changes", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = renderEdit();
    page.api.updateDebt.mockRejectedValueOnce(new Error('offline'));
    await page.user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update debt')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    expect(page.location()).toBe('/debt/d1/edit');
    jest.restoreAllMocks();
  });

  it('deletes after Confirm Delete', async () => {
    const page = renderEdit(LOCKED);
    // After the delete the refreshed read finds nothing: 'Debt not found' must not flash meanwhile.
    page.api.deleteDebt.mockImplementation(async () => {
      page.api.getDebt.mockResolvedValue(null);
    });
    const flashes: string[] = [];
    const observer = new MutationObserver(() => {
      if (document.body.textContent?.includes('Debt not found')) flashes.push('Debt not found');
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    await page.user.click(await screen.findByRole('button', { name: 'Delete Debt' }));
    expect(screen.getByText(LINK_MESSAGES.deleteKeepsHistory, { exact: false })).toBeInTheDocument();
    await page.user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(page.api.deleteDebt).not.toHaveBeenCalled();
    await page.user.click(screen.getByRole('button', { name: 'Delete Debt' }));
    await page.user.click(screen.getByRole('button', { name: 'Confirm Delete' }));
    expect(page.api.deleteDebt).toHaveBeenCalledWith(expect.anything(), { debtId: 'd1' });
    expect(await screen.findByText('Debt deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(page.location()).toBe('/debt'));
    expect(page.api.getDebt).toHaveBeenCalledTimes(2);
    observer.disconnect();
    expect(flashes).toEqual([]);
  });

  it("shows 'Failed to delete debt' and re-enables the button", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = renderEdit();
    page.api.deleteDebt.mockRejectedValueOnce(new Error('offline'));
    await page.user.click(await screen.findByRole('button', { name: 'Delete Debt' }));
    await page.user.click(screen.getByRole('button', { name: 'Confirm Delete' }));
    expect(await screen.findByText('Failed to delete debt')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm Delete' })).not.toHaveAttribute('aria-disabled');
    expect(page.location()).toBe('/debt/d1/edit');
    jest.restoreAllMocks();
  });

  it("'Debt not found' with the way back to the list", async () => {
    renderEdit(null);
    expect(await screen.findByRole('heading', { name: 'Debt not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Debt List' })).toHaveAttribute('href', '/debt');
  });

  it('has no serious accessibility violations, locked', async () => {
    const page = renderEdit(LOCKED);
    await screen.findByText(DEBT_MESSAGES.lockedNotice);
    await expectNoSeriousA11yViolations(page.container);
  });
});

describe('/debt/{id}/edit in Filipino', () => {
  it('shows the form and the delete panel in Filipino', async () => {
    const page = await renderPageIn('fil', <DebtEditPage />, {
      path: '/debt/d1/edit',
      route: '/debt/:debtId/edit',
      api: { getDebt: async () => UNPAID, deleteDebt: async () => undefined },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'I-edit ang Utang' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bumalik sa Tuition loan' })).toHaveAttribute('href', '/debt/d1');
    expect(screen.getByLabelText('Pangalan ng Utang')).toHaveValue('Tuition loan');
    expect(screen.getByRole('radio', { name: 'Hulugan' })).toBeChecked();
    expect(screen.getByLabelText('Bilang ng Hulog')).toHaveValue(3);
    expect(screen.getByText(/buwanang hulog/)).toHaveTextContent(/^3 buwanang hulog mula .+: ₱333\.34 sa unang hulog/);
    expect(screen.getByRole('button', { name: 'I-save ang mga Pagbabago' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Burahin ang utang na ito' })).toBeInTheDocument();
    await page.user.click(screen.getByRole('button', { name: 'Burahin ang Utang' }));
    expect(screen.getByText('Hindi na ito maibabalik.')).toBeInTheDocument();
  });
});
