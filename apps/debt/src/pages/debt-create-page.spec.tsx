import { DataError } from '@pitaka/platform';
import { toCentavos, VALIDATION_MESSAGES as V } from '@pitaka/domain';
import { renderPage, renderPageIn, type RenderedPage } from '@pitaka/remote-kit/testing';
import { expectNoSeriousA11yViolations } from '@pitaka/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { day, fixClock } from '../testing/fixtures';
import DebtCreatePage from './debt-create-page';

beforeEach(() => fixClock());
afterEach(() => jest.useRealTimers());

function renderCreate() {
  return renderPage(<DebtCreatePage />, {
    path: '/debt/create',
    api: { createDebt: async () => ({ id: 'new-debt' }) },
  });
}

interface Fill {
  type?: 'I Owe Money' | 'Money Owed to Me';
  name?: string;
  counterparty?: string;
  total?: string;
  multiple?: { count: string; frequency?: 'Weekly' | 'Monthly'; start?: string };
  due?: string;
}

async function fill({ user }: RenderedPage, values: Fill) {
  if (values.type) await user.click(screen.getByRole('radio', { name: values.type }));
  if (values.name) {
    await user.click(screen.getByLabelText('Debt Name'));
    await user.paste(values.name);
  }
  if (values.counterparty) {
    const label = values.type === 'Money Owed to Me' ? 'Borrower Name' : 'Lender Name';
    await user.type(screen.getByLabelText(label), values.counterparty);
  }
  if (values.total) await user.type(screen.getByLabelText('Total Amount'), values.total);
  if (values.multiple) {
    await user.click(screen.getByRole('radio', { name: 'Multiple Payments' }));
    await user.clear(screen.getByLabelText('Number of Payments'));
    if (values.multiple.count) await user.type(screen.getByLabelText('Number of Payments'), values.multiple.count);
    if (values.multiple.frequency) {
      await user.selectOptions(screen.getByLabelText('Frequency'), values.multiple.frequency);
    }
    if (values.multiple.start) await user.type(screen.getByLabelText('Start Date'), values.multiple.start);
  }
  if (values.due) await user.type(screen.getByLabelText('Due Date'), values.due);
}

const submit = (page: RenderedPage) => page.user.click(screen.getByRole('button', { name: 'Create Debt' }));

describe('/debt/create', () => {
  it('creates a single-payment debt I owe, then shows it', async () => {
    const page = renderCreate();
    expect(screen.getByRole('heading', { level: 1, name: 'New Debt' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'I Owe Money' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Single Payment' })).toBeChecked();
    await fill(page, { name: 'Tuition loan', counterparty: 'Tita Maria', total: '1,000', due: '2026-03-20' });
    expect(screen.getByText(/One payment of/)).toHaveTextContent('One payment of ₱1,000.00 due Mar 20, 2026.');
    await submit(page);

    expect(page.api.createDebt).toHaveBeenCalledWith(expect.objectContaining({ uid: 'u1' }), {
      type: 'owe',
      name: 'Tuition loan',
      counterpartyName: 'Tita Maria',
      totalAmount: toCentavos(1000),
      paymentType: 'single',
      dueDate: day(3, 20),
      startDate: null,
      count: null,
      frequency: 'monthly',
    });
    expect(await screen.findByText('Debt created successfully!')).toBeInTheDocument();
    await waitFor(() => expect(page.location()).toBe('/debt/new-debt'));
  });

  it('creates a weekly multiple-payment debt owed to me', async () => {
    const page = renderCreate();
    await fill(page, {
      type: 'Money Owed to Me',
      name: 'Phone',
      counterparty: 'Jose',
      total: '1000',
      multiple: { count: '3', frequency: 'Weekly', start: '2026-03-06' },
    });
    expect(screen.queryByLabelText('Lender Name')).not.toBeInTheDocument();
    expect(screen.getByText(/weekly payments/)).toHaveTextContent(
      '3 weekly payments from Mar 6, 2026 to Mar 20, 2026: ₱333.34 for the first one, ₱333.33 after.',
    );
    await submit(page);
    expect(page.api.createDebt).toHaveBeenCalledWith(expect.anything(), {
      type: 'owed',
      name: 'Phone',
      counterpartyName: 'Jose',
      totalAmount: toCentavos(1000),
      paymentType: 'multiple',
      dueDate: null,
      startDate: day(3, 6),
      count: 3,
      frequency: 'weekly',
    });
    expect(await screen.findByText('Debt created successfully!')).toBeInTheDocument();
  });

  const valid: Fill = { name: 'Loan', counterparty: 'Maria', total: '1000', due: '2026-03-20' };
  const multiple = (count: string, start = '2026-03-06') => ({ count, start });
  it.each<[string, string, Fill, string]>([
    ['no name', V.debtNameRequired, { ...valid, name: '' }, 'Debt Name'],
    ['a blank name', V.debtNameRequired, { ...valid, name: '   ' }, 'Debt Name'],
    [
      'a name over 200 characters',
      'Debt name must be 200 characters or fewer',
      { ...valid, name: 'x'.repeat(201) },
      'Debt Name',
    ],
    ['no lender', V.lenderNameRequired, { ...valid, counterparty: '' }, 'Lender Name'],
    ['no borrower', V.borrowerNameRequired, { ...valid, type: 'Money Owed to Me', counterparty: '' }, 'Borrower Name'],
    ['no total', V.validTotalAmount, { ...valid, total: '' }, 'Total Amount'],
    ['a zero total', V.validTotalAmount, { ...valid, total: '0' }, 'Total Amount'],
    ['a total that is not a number', V.validTotalAmount, { ...valid, total: '12abc' }, 'Total Amount'],
    ['a total above the maximum', V.totalAmountMax, { ...valid, total: '10000000000' }, 'Total Amount'],
    ['no due date', V.dueDateRequired, { ...valid, due: '' }, 'Due Date'],
    ['no start date', V.validMultiplePayments, { ...valid, due: '', multiple: multiple('3', '') }, 'Start Date'],
    ['one payment', V.validMultiplePayments, { ...valid, due: '', multiple: multiple('1') }, 'Number of Payments'],
    [
      'no number of payments',
      V.validMultiplePayments,
      { ...valid, due: '', multiple: multiple('') },
      'Number of Payments',
    ],
    ['361 payments', V.debtPaymentsMax, { ...valid, due: '', multiple: multiple('361') }, 'Number of Payments'],
    [
      'payments under a centavo',
      V.debtPaymentTooSmall,
      { ...valid, total: '0.02', due: '', multiple: multiple('3') },
      'Number of Payments',
    ],
  ])('refuses %s: %j, on its field, and sends nothing', async (_case, message, values, field) => {
    const page = renderCreate();
    await fill(page, values);
    await submit(page);
    const input = screen.getByLabelText(field);
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();
    expect(page.api.createDebt).not.toHaveBeenCalled();
  });

  it('keeps what was typed after a refusal and clears the message once the field changes', async () => {
    const page = renderCreate();
    await fill(page, { ...valid, name: '' });
    await submit(page);
    expect(screen.getByText(V.debtNameRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Lender Name')).toHaveValue('Maria');
    expect(screen.getByLabelText('Total Amount')).toHaveValue('1000');
    await page.user.type(screen.getByLabelText('Debt Name'), 'L');
    expect(screen.queryByText(V.debtNameRequired)).not.toBeInTheDocument();
  });

  it('steps the total with - and + (floor ₱1.00)', async () => {
    const page = renderCreate();
    await page.user.click(screen.getByRole('button', { name: 'Increase Total Amount' }));
    expect(screen.getByLabelText('Total Amount')).toHaveValue('1.00');
    await page.user.click(screen.getByRole('button', { name: 'Increase Total Amount' }));
    expect(screen.getByLabelText('Total Amount')).toHaveValue('2.00');
    await page.user.click(screen.getByRole('button', { name: 'Decrease Total Amount' }));
    await page.user.click(screen.getByRole('button', { name: 'Decrease Total Amount' }));
    expect(screen.getByLabelText('Total Amount')).toHaveValue('1.00');
  });

  it("shows 'Failed to create debt' when the command fails, and lets the user try again", async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = renderCreate();
    page.api.createDebt.mockRejectedValueOnce(new Error('network down'));
    await fill(page, valid);
    await submit(page);
    expect(await screen.findByText('Failed to create debt')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Failed to create debt', expect.anything());
    const button = screen.getByRole('button', { name: 'Create Debt' });
    expect(button).toBeEnabled();
    await page.user.click(button);
    expect(await screen.findByText('Debt created successfully!')).toBeInTheDocument();
    expect(page.api.createDebt).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it("shows a refusal's own text above the form: a refusal is text only, never decoded into a field", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = renderCreate();
    page.api.createDebt.mockRejectedValueOnce(new DataError('refused', V.dueDateRequired));
    await fill(page, valid);
    await submit(page);
    // The toast, and the form's own banner.
    await waitFor(() =>
      expect(
        screen.getAllByRole('alert').filter((alert) => alert.textContent?.includes(V.dueDateRequired)),
      ).toHaveLength(2),
    );
    expect(screen.getByLabelText('Due Date')).not.toHaveAccessibleDescription(V.dueDateRequired);
    expect(screen.getByLabelText('Due Date')).not.toHaveFocus();
    expect(page.location()).toBe('/debt/create');
    jest.restoreAllMocks();
  });

  it('Cancel goes back to the list', async () => {
    const page = renderCreate();
    await page.user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(page.location()).toBe('/debt');
  });

  it('has no serious accessibility violations, also with an error shown', async () => {
    const page = renderCreate();
    await expectNoSeriousA11yViolations(page.container);
    await page.user.click(screen.getByRole('radio', { name: 'Multiple Payments' }));
    await submit(page);
    await expectNoSeriousA11yViolations(page.container);
  });
});

describe('/debt/create in Filipino', () => {
  it('asks for the debt in Filipino and previews its installments (one, then many, centavos first)', async () => {
    const { user } = await renderPageIn('fil', <DebtCreatePage />, {
      path: '/debt/create',
      api: { createDebt: async () => ({ id: 'new-debt' }) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bagong Utang' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Uri ng Utang' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Utang ko' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Isang bagsakan' })).toBeChecked();
    expect(screen.getByLabelText('Pangalan ng Nagpautang')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Pautang ko' }));
    expect(screen.getByLabelText('Pangalan ng Nangutang')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Kabuuang Halaga'), '1000');
    await user.type(screen.getByLabelText('Takdang Petsa'), '2026-03-20');
    expect(screen.getByText(/^Isang bayad na/)).toHaveTextContent(
      /^Isang bayad na ₱1,000\.00, takdang petsa .+ 20, 2026\.$/,
    );

    await user.click(screen.getByRole('radio', { name: 'Hulugan' }));
    await user.clear(screen.getByLabelText('Bilang ng Hulog'));
    await user.type(screen.getByLabelText('Bilang ng Hulog'), '3');
    await user.selectOptions(screen.getByLabelText('Gaano kadalas'), 'Lingguhan');
    await user.type(screen.getByLabelText('Petsa ng Simula'), '2026-03-06');
    expect(screen.getByText(/lingguhang hulog/)).toHaveTextContent(
      /^3 lingguhang hulog mula .+ hanggang .+: ₱333\.34 sa unang hulog, ₱333\.33 sa mga susunod\.$/,
    );
    await user.clear(screen.getByLabelText('Kabuuang Halaga'));
    await user.type(screen.getByLabelText('Kabuuang Halaga'), '1000.02');
    expect(screen.getByText(/lingguhang hulog/)).toHaveTextContent(/: tig-₱333\.34 bawat hulog\.$/);
    await user.clear(screen.getByLabelText('Kabuuang Halaga'));
    await user.type(screen.getByLabelText('Kabuuang Halaga'), '1000.01');
    expect(screen.getByText(/lingguhang hulog/)).toHaveTextContent(
      /: ₱333\.34 sa unang 2 hulog, ₱333\.33 sa mga susunod\.$/,
    );
    expect(screen.getByRole('button', { name: 'Idagdag ang Utang' })).toBeInTheDocument();
  });
});
