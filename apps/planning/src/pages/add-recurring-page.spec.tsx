import type { DataApi } from '@pitaka/data';
import { DataError } from '@pitaka/platform';
import {
  ACCOUNT_MESSAGES,
  RECURRING_MESSAGES as R,
  toCentavos,
  type RecurrenceRule,
  type RecurringFormInput,
  type Centavos,
} from '@pitaka/domain';
import { findToast, fixClockForEachTest, renderPage, silenceConsoleErrors } from '@pitaka/remote-kit/testing';
import { expectNoSeriousA11yViolations } from '@pitaka/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { ACCOUNT_ANSWERS, NOW, day } from '../testing/recurring-fixtures';
import { amount, field, varies } from '../testing/recurring-form';
import AddRecurringPage from './add-recurring-page';
import { loadCatalogues } from '@pitaka/ui';

// Today is Tuesday 10 March 2026 (Manila): the form starts today, monthly on the 10th.
fixClockForEachTest(NOW);
silenceConsoleErrors();

function renderAdd(answers: Partial<DataApi> = {}) {
  return renderPage(<AddRecurringPage />, {
    path: '/recurring/new',
    api: { ...ACCOUNT_ANSWERS, createRecurring: async () => ({ id: 'new' }), ...answers },
  });
}

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Add Recurring' }));
const form = () => screen.findByRole('form', { name: 'New recurring item' });

interface Typed {
  name?: string;
  income?: boolean;
  category?: string;
  account?: string;
  amount?: string;
}

async function fill(user: UserEvent, typed: Typed) {
  if (typed.name !== undefined) await user.type(field('Name'), typed.name);
  if (typed.income) await user.click(screen.getByRole('radio', { name: 'Income' }));
  if (typed.category !== undefined) await user.selectOptions(field('Category'), typed.category);
  if (typed.account !== undefined) await user.selectOptions(field('Account'), typed.account);
  if (typed.amount !== undefined) await user.type(amount(), typed.amount);
}

/** Nothing more than what `fill` typed. */
const asTyped = async () => undefined;

const METER: Typed = { name: 'Meralco', category: 'Utilities', account: 'Wallet', amount: '2500' };

/** What a form filled with METER and monthly on the 10th sends, from today with no end. */
const SENT: RecurringFormInput = {
  name: 'Meralco',
  type: 'expense',
  category: 'Utilities',
  accountId: 'wallet',
  amount: toCentavos(2500),
  varies: false,
  rule: { kind: 'monthly', day: 10 },
  startDate: day(3, 10),
  endDate: null,
};

describe('/recurring/new', () => {
  it('starts as a bill, monthly on today’s day, from today, with no end', async () => {
    const { container } = renderAdd();
    expect(screen.getByRole('heading', { level: 1, name: 'Add Recurring' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Recurring' })).toHaveAttribute('href', '/recurring');
    await form();
    expect(screen.getByRole('radio', { name: 'Bill' })).toBeChecked();
    expect(field('Category')).toHaveDisplayValue('Select a category');
    expect(field('Account')).toHaveDisplayValue('Select an account');
    expect(screen.getByRole('option', { name: 'GCash' })).toBeInTheDocument();
    expect(field('Repeats')).toHaveDisplayValue('Monthly');
    expect(field('Day of the Month')).toHaveDisplayValue('10th');
    expect(field('Day of the Month')).toHaveAccessibleDescription(
      'The 29th, 30th and 31st fall on the last day of shorter months.',
    );
    expect(field('Starts')).toHaveValue('2026-03-10');
    expect(field('Ends')).toHaveValue('');
    expect(amount()).toBeEnabled();
    expect(varies()).not.toBeChecked();
    await expectNoSeriousA11yViolations(container);
  });

  it('creates what the user filled in, says so and goes to the list', async () => {
    const page = renderAdd();
    await form();
    await fill(page.user, { ...METER, name: '  Meralco  ' });
    await page.user.selectOptions(field('Day of the Month'), '31st');
    await submit(page.user);
    expect(page.api.createRecurring).toHaveBeenCalledWith(expect.objectContaining({ uid: 'u1' }), {
      ...SENT,
      rule: { kind: 'monthly', day: 31 },
    });
    expect(await findToast('Recurring item added successfully!')).toBeInTheDocument();
    await waitFor(() => expect(page.location()).toBe('/recurring'));
  });

  it.each<[string, (user: UserEvent) => Promise<void>, RecurrenceRule]>([
    [
      'twice a month',
      (user) => user.selectOptions(field('Repeats'), 'Twice a month (15th and last day)'),
      { kind: 'kinsenas' },
    ],
    [
      'every 2 weeks on Friday',
      async (user) => {
        await user.selectOptions(field('Repeats'), 'Every week or every few weeks');
        await user.clear(field('Repeat Every (Weeks)'));
        await user.type(field('Repeat Every (Weeks)'), '2');
        await user.selectOptions(field('Day of the Week'), 'Friday');
      },
      { kind: 'weekly', every: 2, weekday: 5 },
    ],
    [
      'yearly on 29 February',
      async (user) => {
        await user.selectOptions(field('Repeats'), 'Yearly');
        await user.selectOptions(field('Month'), 'February');
        await user.selectOptions(field('Day'), '29');
        expect(field('Day')).toHaveAccessibleDescription('Feb 28 in years without a Feb 29.');
      },
      { kind: 'yearly', month: 2, day: 29 },
    ],
  ])('creates income that repeats %s, until an end date', async (_name, chooseRepeat, rule) => {
    const page = renderAdd();
    await form();
    await fill(page.user, { name: 'Sahod', income: true, category: 'Salary', account: 'GCash', amount: '15000.50' });
    await chooseRepeat(page.user);
    await page.user.type(field('Ends'), '2026-12-31');
    await submit(page.user);
    expect(page.api.createRecurring).toHaveBeenCalledWith(expect.anything(), {
      name: 'Sahod',
      type: 'income',
      category: 'Salary',
      accountId: 'gcash',
      amount: toCentavos(15000.5),
      varies: false,
      rule,
      startDate: day(3, 10),
      endDate: day(12, 31),
    });
  });

  it("offers no account kept in its own currency: a bill is counted in the books' currency", async () => {
    const yen = {
      id: 'yen',
      name: 'Yucho',
      type: 'bank' as const,
      balance: 150_000 as Centavos,
      currency: 'JPY' as const,
    };
    renderAdd({ listAccounts: async () => [...(await ACCOUNT_ANSWERS.listAccounts()), yen] });
    await form();
    await waitFor(() => expect(within(field('Account')).getAllByRole('option').length).toBeGreaterThan(1));
    expect(within(field('Account')).queryByRole('option', { name: 'Yucho' })).toBeNull();
  });

  it('keeps a yearly day within the chosen month', async () => {
    const page = renderAdd();
    await form();
    await page.user.selectOptions(field('Repeats'), 'Yearly');
    await page.user.selectOptions(field('Month'), 'January');
    await page.user.selectOptions(field('Day'), '31');
    await page.user.selectOptions(field('Month'), 'April');
    expect(field('Day')).toHaveValue('30');
    expect(screen.queryByRole('option', { name: '31' })).not.toBeInTheDocument();
  });

  it('"Varies" disables the amount and sends none', async () => {
    const page = renderAdd();
    await form();
    await fill(page.user, METER);
    await page.user.click(varies());
    expect(amount()).toBeDisabled();
    await submit(page.user);
    expect(page.api.createRecurring).toHaveBeenCalledWith(expect.anything(), { ...SENT, amount: null, varies: true });
  });

  it('offers the categories of the chosen type, and drops one the other type lacks', async () => {
    const page = renderAdd();
    await form();
    await page.user.selectOptions(field('Category'), 'Utilities');
    expect(field('Account')).toHaveAccessibleDescription('The account it is usually paid from.');
    await page.user.click(screen.getByRole('radio', { name: 'Income' }));
    expect(screen.queryByRole('option', { name: 'Utilities' })).not.toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Salary' })).toBeInTheDocument();
    expect(field('Category')).toHaveValue('');
    expect(field('Account')).toHaveAccessibleDescription('The account it is usually received into.');
  });

  it.each<[string, Typed, string, string, (user: UserEvent) => Promise<unknown>]>([
    ['no name', { ...METER, name: '   ' }, 'Name', R.nameRequired, asTyped],
    ['no category', { ...METER, category: undefined }, 'Category', R.categoryRequired, asTyped],
    ['no account', { ...METER, account: undefined }, 'Account', R.accountRequired, asTyped],
    ['no amount', { ...METER, amount: undefined }, 'Amount', R.amountPositive, asTyped],
    ['a zero amount', { ...METER, amount: '0' }, 'Amount', R.amountPositive, asTyped],
    [
      'zero weeks',
      METER,
      'Repeat Every (Weeks)',
      R.everyWeeks,
      async (user) => {
        await user.selectOptions(field('Repeats'), 'Every week or every few weeks');
        await user.clear(field('Repeat Every (Weeks)'));
        await user.type(field('Repeat Every (Weeks)'), '0');
      },
    ],
    ['no start date', METER, 'Starts', R.startDateRequired, (user) => user.clear(field('Starts'))],
    ['an end before the start', METER, 'Ends', R.endBeforeStart, (user) => user.type(field('Ends'), '2026-03-09')],
  ])('refuses %s at its field, focused, and sends nothing', async (_case, typed, label, message, more) => {
    const page = renderAdd();
    await form();
    await fill(page.user, typed);
    await more(page.user);
    await submit(page.user);
    const invalid = label === 'Amount' ? amount() : field(label);
    expect(invalid).toHaveAttribute('aria-invalid', 'true');
    // After the field's own hint, if it has one.
    expect(invalid).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(invalid).toHaveFocus();
    expect(page.api.createRecurring).not.toHaveBeenCalled();
  });

  it('clears an error once its field changes', async () => {
    const page = renderAdd();
    await form();
    await submit(page.user);
    expect(field('Name')).toHaveAccessibleDescription(R.nameRequired);
    await page.user.type(field('Name'), 'M');
    expect(field('Name')).not.toHaveAccessibleDescription(R.nameRequired);
  });

  it('shows a refusal above the form and keeps what was typed', async () => {
    const page = renderAdd({
      createRecurring: async () => {
        throw new DataError('refused', ACCOUNT_MESSAGES.accountNotFound);
      },
    });
    const added = await form();
    await fill(page.user, METER);
    await submit(page.user);
    expect(await within(added).findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.accountNotFound);
    expect(field('Name')).toHaveValue('Meralco');
    expect(page.location()).toBe('/recurring/new');
  });

  it("shows 'Failed to add recurring item' above the form when the save fails", async () => {
    const page = renderAdd({
      createRecurring: async () => {
        throw new DataError('unexpected', 'offline');
      },
    });
    const added = await form();
    await fill(page.user, METER);
    await submit(page.user);
    expect(await within(added).findByRole('alert')).toHaveTextContent('Failed to add recurring item');
    expect(screen.getByRole('button', { name: 'Add Recurring' })).toBeEnabled();
    expect(page.location()).toBe('/recurring/new');
  });

  it('goes back to the list on Cancel', async () => {
    const page = renderAdd();
    await form();
    await page.user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(page.location()).toBe('/recurring');
    expect(page.api.createRecurring).not.toHaveBeenCalled();
  });

  it('asks for an account first when there is none', async () => {
    renderAdd({ listAccounts: async () => [] });
    expect(await screen.findByText(ACCOUNT_MESSAGES.noAccounts)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Account' })).toHaveAttribute('href', '/add-account');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});

describe('/recurring/new in Filipino', () => {
  // As the app's start does once Filipino is chosen: every catalogue of the page downloaded.
  beforeAll(() => loadCatalogues('fil'));

  it('asks in Filipino, names days and weekdays in Filipino, and says so in Filipino once added', async () => {
    const createRecurring = jest.fn(async () => ({ id: 'new' }));
    const { user } = renderPage(<AddRecurringPage />, {
      path: '/recurring/new',
      api: { ...ACCOUNT_ANSWERS, createRecurring },
      language: 'fil',
    });
    const added = await screen.findByRole('form', { name: 'Bagong regular na item' });
    expect(screen.getByRole('heading', { level: 1, name: 'Magdagdag ng Regular' })).toBeInTheDocument();
    expect(within(added).getByRole('radio', { name: /^Bayarin/ })).toBeChecked();
    const monthDay = field('Araw ng buwan') as HTMLSelectElement;
    expect(monthDay.selectedOptions[0]).toHaveTextContent('ika-10');

    await user.type(field('Pangalan'), 'Meralco');
    await user.selectOptions(field('Kategorya'), 'Utilities');
    await user.selectOptions(field('Account'), 'Wallet');
    await user.type(screen.getByRole('textbox', { name: 'Halaga' }), '2500');
    await user.selectOptions(field('Umuulit'), 'weekly');
    const weekday = field('Araw ng linggo') as HTMLSelectElement;
    expect(weekday.selectedOptions[0]).toHaveTextContent('Martes');
    await user.click(screen.getByRole('button', { name: 'Magdagdag ng Regular' }));

    expect(await findToast('Naidagdag ang regular na item!')).toBeInTheDocument();
    expect(createRecurring).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ name: 'Meralco', rule: { kind: 'weekly', every: 1, weekday: 2 } }),
    );
  });
});
