// The debt screens' dates and the domain's debt messages in Filipino (the remote's own words are
// its catalogue's): Filipino months, the domain's refusals and load failures in Filipino.
import { toCentavos } from '@pitaka/domain';
import { fixClockForEachTest, renderPageIn, type RenderPageOptions } from '@pitaka/remote-kit/testing';
import { screen, within } from '@testing-library/react';
import { day, GCASH, makeDebt, payment } from '../testing/fixtures';
import DebtDetailPage from './debt-detail-page';
import DebtListPage from './debt-list-page';

// Wednesday 25 November 2026: the second payment is overdue, the third due within the week.
fixClockForEachTest(new Date('2026-11-25T09:00:00+08:00'));
const laptop = makeDebt({
  name: 'Laptop',
  paymentSchedule: [
    payment(day(10, 31), toCentavos(400), { isPaid: true, accountId: GCASH.id, transactionId: 't1' }),
    payment(day(11, 20), toCentavos(300)),
    payment(day(11, 30), toCentavos(300)),
    payment(day(12, 31), toCentavos(300)),
  ],
});
const detail = (api: RenderPageOptions['api']) =>
  renderPageIn('fil', <DebtDetailPage />, { path: '/debt/d1', route: '/debt/:debtId', api });

it('a debt card gives its next due date with a Filipino month', async () => {
  await renderPageIn('fil', <DebtListPage />, { path: '/debt', api: { listDebts: async () => [laptop] } });
  const card = await screen.findByRole('article', { name: 'Laptop' });
  expect(within(card).getByText('Nob 20, 2026')).toBeInTheDocument();
});

it('the list that did not load says so in Filipino', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await renderPageIn('fil', <DebtListPage />, {
    path: '/debt',
    api: { listDebts: async () => Promise.reject(new Error('offline')) },
  });
  expect(await screen.findByText('Hindi na-load ang datos')).toBeInTheDocument();
});

it('the detail dates every payment with Filipino months', async () => {
  await detail({ getDebt: async () => laptop, listAccounts: async () => [GCASH] });
  const table = await screen.findByRole('table');
  for (const date of ['Okt 31, 2026', 'Nob 20, 2026', 'Nob 30, 2026', 'Dis 31, 2026']) {
    expect(within(table).getAllByText(date).length).toBeGreaterThan(0);
  }
  expect(screen.queryByText(/\b(Oct|Nov|Dec) \d/)).not.toBeInTheDocument();
});

it('a debt that does not exist is not found, in Filipino', async () => {
  await detail({ getDebt: async () => null });
  expect(await screen.findByText('Hindi makita ang utang')).toBeInTheDocument();
});
