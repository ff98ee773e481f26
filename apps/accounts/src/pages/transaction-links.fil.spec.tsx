import { renderPageIn } from '@pitaka/remote-kit/testing';
import { screen, within } from '@testing-library/react';
import { BASE_ANSWERS, page, transaction } from '../testing/transaction-fixtures';
import TransactionsPage from './transactions-page';

// A transaction booked by a paluwagan week, shown in Filipino: its source line, why it cannot be
// changed here and what reverting it undoes, the row's words in Filipino inside each sentence.
describe('linked transactions in Filipino', () => {
  const week3 = transaction({
    id: 'pw3',
    description: 'Paluwagan payment: Office Paluwagan (Week 3)',
    category: 'Paluwagan',
    source: { kind: 'paluwagan-week', id: 'p1', index: 3, reversal: false },
  });
  const renderInFilipino = () =>
    renderPageIn('fil', <TransactionsPage />, {
      path: '/transactions',
      api: { ...BASE_ANSWERS, fetchTransactionsPage: async () => page([week3]) },
    });

  it('say where they came from, why they are locked and what reverting undoes', async () => {
    const { user } = await renderInFilipino();
    const link = await screen.findByRole('link', { name: 'Paluwagan: Office Paluwagan, Linggo 3' });
    expect(link).toHaveAttribute('href', '/paluwagan/p1');

    await user.click(screen.getByRole('button', { name: /^I-edit ang Paluwagan payment/ }));
    expect(within(screen.getByRole('dialog')).getByRole('status')).toHaveTextContent(
      'Bahagi ng Linggo 3 ng Office Paluwagan ang transaksyong ito. Doon baguhin ang halaga, uri, kategorya o account nito; dito, puwede mong i-edit ang paglalarawan, petsa at oras nito.',
    );
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: /^Bawiin ang Paluwagan payment/ }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(
      'Mamarkahan din nitong hindi pa bayad ang Linggo 3 ng Office Paluwagan.',
    );
  });
});
