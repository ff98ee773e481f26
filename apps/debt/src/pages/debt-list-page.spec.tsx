import { DataError } from '@pitaka/platform';
import { toCentavos, type Debt } from '@pitaka/domain';
import { renderPage, renderPageIn } from '@pitaka/remote-kit/testing';
import { expectNoSeriousA11yViolations } from '@pitaka/ui/testing';
import { screen, within } from '@testing-library/react';
import { day, fixClock, makeDebt, owedDebt, payment } from '../testing/fixtures';
import DebtListPage from './debt-list-page';

beforeEach(() => fixClock());
afterEach(() => jest.useRealTimers());

function renderList(debts: Debt[] | (() => Promise<Debt[]>)) {
  return renderPage(<DebtListPage />, {
    path: '/debt',
    api: { listDebts: typeof debts === 'function' ? debts : async () => debts },
  });
}

const section = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });

describe('/debt', () => {
  it('shows the title, New Debt, and each debt in its section with its figures', async () => {
    const page = renderList([
      makeDebt(),
      owedDebt({ totalAmount: toCentavos(2500), paymentSchedule: [payment(day(4, 15), toCentavos(2500))] }),
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Debt Management' })).toBeInTheDocument();
    expect(screen.getByText('Track your debts and credits')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Debt' })).toHaveAttribute('href', '/debt/create');

    const owe = within(await screen.findByRole('region', { name: /^Money You Owe/ })).getByRole('article');
    expect(owe).toHaveAccessibleName('Tuition loan');
    expect(within(owe).getByText('To: Tita Maria')).toBeInTheDocument();
    expect(within(owe).getByText('Total').nextSibling).toHaveTextContent('₱1,000.00');
    expect(within(owe).getByText('Remaining').nextSibling).toHaveTextContent('₱666.66');
    expect(within(owe).getByText('Next Due').nextSibling).toHaveTextContent('Mar 1, 2026');
    expect(within(owe).getByRole('progressbar', { name: 'Paid' })).toHaveAttribute('aria-valuenow', '33');
    expect(within(owe).getByRole('link', { name: 'Tuition loan' })).toHaveAttribute('href', '/debt/d1');

    const owed = within(section('Money Owed to You')).getByRole('article');
    expect(within(owed).getByText('From: Jose')).toBeInTheDocument();
    expect(within(owed).getByText('Next Due').nextSibling).toHaveTextContent('Apr 15, 2026');
    // Single-payment debts hide the progress bar.
    expect(within(owed).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(page.api.listDebts).toHaveBeenCalledWith(expect.objectContaining({ uid: 'u1' }));
  });

  it('shows the empty text of each section', async () => {
    renderList([]);
    const owe = await screen.findByRole('region', { name: /^Money You Owe/ });
    expect(within(owe).getByRole('heading', { name: 'No Debts' })).toBeInTheDocument();
    expect(within(owe).getByText("You don't owe anyone yet.")).toBeInTheDocument();
    const owed = section('Money Owed to You');
    expect(within(owed).getByRole('heading', { name: 'No Credits' })).toBeInTheDocument();
    expect(within(owed).getByText('No one owes you yet.')).toBeInTheDocument();
  });

  // Today is Mar 4, 2026: Mar 1 is overdue, Mar 11 is due within the week, Mar 12 is not.
  const PAID = { isPaid: true };
  const single = (due: Date, extra = {}) => [payment(due, toCentavos(1000), extra)];
  const multi = (due: Date, extra = {}) => [
    payment(day(2, 1), toCentavos(500), PAID),
    payment(due, toCentavos(500), extra),
  ];
  it.each([
    ['single', 'owe', 'Payment complete', single(day(2, 1), PAID)],
    ['single', 'owed', 'Payment received', single(day(2, 1), PAID)],
    ['single', 'owe', 'Payment overdue', single(day(3, 1))],
    ['single', 'owed', 'Payment due this week', single(day(3, 4))],
    ['single', 'owe', 'Payment due this week', single(day(3, 11))],
    ['single', 'owed', 'Payment not due yet', single(day(3, 12))],
    ['multiple', 'owe', 'All payments complete', multi(day(2, 15), PAID)],
    ['multiple', 'owed', 'All payments received', multi(day(2, 15), PAID)],
    ['multiple', 'owed', 'Payment overdue', multi(day(3, 3))],
    ['multiple', 'owe', 'Payment due this week', multi(day(3, 9))],
    ['multiple', 'owe', 'All payments up to date', multi(day(4, 1))],
  ] as const)('a %s-payment debt (%s) shows %s', async (_kind, type, text, paymentSchedule) => {
    renderList([makeDebt({ type, paymentSchedule: [...paymentSchedule] })]);
    const found = await screen.findByRole('article', { name: 'Tuition loan' });
    expect(within(found).getByRole('status')).toHaveTextContent(text);
  });

  it('shows skeletons while the debts load', async () => {
    renderList(() => new Promise(() => undefined));
    expect(await screen.findByText('Loading debts')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Money You Owe/ })).not.toBeInTheDocument();
  });

  it("shows 'Failed to load data' when the list fails, logs it, and retries", async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = renderList(async () => {
      throw new DataError('unexpected', 'offline');
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load data');
    expect(error).toHaveBeenCalledWith('Failed to load debts', expect.any(DataError));
    page.api.listDebts.mockResolvedValue([makeDebt()]);
    await page.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Tuition loan' })).toBeInTheDocument();
    error.mockRestore();
  });

  it('renders untrusted names as text', async () => {
    renderList([makeDebt({ name: '<img src=x onerror=alert(1)>', counterpartyName: '<b>Bold</b>' })]);
    expect(await screen.findByRole('link', { name: '<img src=x onerror=alert(1)>' })).toBeInTheDocument();
    expect(screen.getByText('To: <b>Bold</b>')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it('has no serious accessibility violations', async () => {
    const { container } = renderList([makeDebt(), makeDebt({ id: 'd2', type: 'owed', name: 'Lent to Jose' })]);
    await screen.findByRole('article', { name: 'Lent to Jose' });
    await expectNoSeriousA11yViolations(container);
  });
});

it('lists the cards of a section in the order the list comes (newest first)', async () => {
  renderList([makeDebt({ id: 'd2', name: 'Newer' }), makeDebt({ id: 'd1', name: 'Older' })]);
  await screen.findByRole('article', { name: 'Newer' });
  const names = within(section('Money You Owe'))
    .getAllByRole('article')
    .map((article) => within(article).getByRole('heading').textContent);
  expect(names).toEqual(['Newer', 'Older']);
});

describe('/debt in Filipino', () => {
  it('shows the page, the sections "Utang ko" and "Pautang ko", the cards and the statuses in Filipino', async () => {
    await renderPageIn('fil', <DebtListPage />, {
      path: '/debt',
      api: {
        listDebts: async () => [makeDebt(), owedDebt()],
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pamamahala ng Utang' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bagong Utang' })).toHaveAttribute('href', '/debt/create');

    const owe = within(await screen.findByRole('region', { name: /^Utang ko/ })).getByRole('article');
    expect(within(owe).getByText('Kay: Tita Maria')).toBeInTheDocument();
    expect(within(owe).getByText('Kabuuan').nextSibling).toHaveTextContent('₱1,000.00');
    expect(within(owe).getByText('Natitira').nextSibling).toHaveTextContent('₱666.66');
    expect(within(owe).getByText('Susunod na bayad')).toBeInTheDocument();
    expect(within(owe).getByRole('progressbar', { name: 'Bayad na' })).toHaveAttribute(
      'aria-valuetext',
      '33%, ₱333.34 sa ₱1,000.00',
    );
    expect(within(owe).getByRole('status')).toHaveTextContent('Lampas na sa takdang petsa ang bayad');

    const owed = within(section('Pautang ko')).getByRole('article');
    expect(within(owed).getByText('Mula kay: Jose')).toBeInTheDocument();
    expect(within(owed).getByRole('status')).toHaveTextContent('Hindi pa dapat bayaran');
  });

  it('shows each empty section in Filipino', async () => {
    await renderPageIn('fil', <DebtListPage />, { path: '/debt', api: { listDebts: async () => [] } });
    const owe = await screen.findByRole('region', { name: 'Utang ko' });
    expect(within(owe).getByRole('heading', { name: 'Walang Utang' })).toBeInTheDocument();
    expect(within(owe).getByText('Wala ka pang inuutangan.')).toBeInTheDocument();
    expect(within(section('Pautang ko')).getByText('Wala pang may utang sa iyo.')).toBeInTheDocument();
  });
});
