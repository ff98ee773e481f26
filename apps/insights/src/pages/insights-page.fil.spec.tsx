// /insights and its words in Filipino (the page's language): headings, filters, figures, charts'
// names and tables, the preparation's count (a plural) and the empty state.
import type { DataApi } from '@pitaka/data';
import { fixClockForEachTest, renderPage } from '@pitaka/remote-kit/testing';
import { textsOf } from '@pitaka/ui/testing';
import { screen, within } from '@testing-library/react';
import { EMPTY_LEDGER, NOW, renderInFilipinoAt } from '../testing/fixtures';
import InsightsPage from './insights-page';

const renderInFilipino = (answers?: Partial<DataApi>) => renderInFilipinoAt(<InsightsPage />, '/insights', answers);

fixClockForEachTest(NOW);

describe('/insights in Filipino', () => {
  it('names the page, the filters, the totals and the sections in Filipino', async () => {
    await renderInFilipino();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mga Insight' })).toBeInTheDocument();
    expect(screen.getByText('Saan napunta ang pera mo, buwan-buwan')).toBeInTheDocument();
    const filters = await screen.findByRole('group', { name: 'Ano ang ipapakita' });
    expect(within(filters).getByLabelText('Buwan')).toHaveValue('2026-11');
    const account = within(filters).getByLabelText('Account');
    expect(textsOf(within(account).getAllByRole('option'))[0]).toBe('Lahat ng account');
    expect(within(filters).getByRole('button', { name: /^Nakaraang buwan, / })).toBeEnabled();
    expect(within(filters).getByRole('button', { name: /^Susunod na buwan, / })).toBeDisabled();

    const compared = await screen.findByRole('heading', { level: 3, name: 'Kumpara sa Oktubre' });
    expect(textsOf(screen.getAllByRole('term'))).toEqual(['Kita', 'Gastos', 'Neto']);
    // The comparison in words, the categories by their Filipino names (one the catalogue lacks as stored).
    const lines = textsOf(within(compared.parentElement as HTMLElement).getAllByRole('listitem'));
    expect(lines).toEqual([
      'Kita: ₱25,000.00, tumaas nang ₱5,000.00 (+25%) mula Oktubre',
      'Gastos: ₱7,500.00, tumaas nang ₱1,000.00 (+15%) mula Oktubre',
      'Neto: ₱17,500.00, tumaas nang ₱4,000.00 (+30%) mula Oktubre',
      'Pagkain: ₱4,200.00, tumaas nang ₱1,200.00 (+40%) mula Oktubre',
      'Bills: ₱2,500.00, tumaas nang ₱500.00 (+25%) mula Oktubre',
      'Pamasahe: ₱800.00, tumaas nang ₱800.00 mula Oktubre',
      'Pamimili: ₱0.00, bumaba nang ₱1,500.00 (−100%) mula Oktubre',
    ]);
  });

  it("names the charts and their tables, and the tables' toggle", async () => {
    const { user } = await renderInFilipino();
    const spending = await screen.findByRole('region', { name: 'Paggastos ayon sa kategorya' });
    expect(within(spending).getByRole('img')).toHaveAccessibleName(/^Bar chart ng paggastos ayon sa kategorya noong /);
    const table = within(spending).getByRole('table', {
      name: /^Paggastos ayon sa kategorya, .* \(kabuuan ₱7,500\.00\)$/,
    });
    expect(textsOf(within(table).getAllByRole('columnheader'))).toEqual(['Kategorya', 'Halaga', 'Bahagi']);

    const trend = screen.getByRole('region', { name: 'Kita at gastos' });
    expect(within(trend).getByRole('list', { name: 'Palatandaan' })).toHaveTextContent('KitaGastos');
    await user.click(within(trend).getByRole('button', { name: 'Ipakita bilang talahanayan' }));
    expect(within(trend).getByRole('button', { name: 'Itago ang talahanayan' })).toBeInTheDocument();
    expect(within(trend).getByRole('table', { name: /^Kita at gastos bawat buwan, .* hanggang / })).toBeInTheDocument();

    const netWorth = screen.getByRole('region', { name: 'Kabuuang yaman' });
    expect(within(netWorth).getByRole('img')).toHaveAccessibleName(/^Line chart ng kabuuang yaman sa katapusan/);
  });

  it("counts the preparation's transactions in Filipino", async () => {
    await renderInFilipino({
      getLedgerSummary: async () => null,
      rebuildSummaries: (_scope, onProgress) => {
        onProgress?.({ done: 250, total: 1000 });
        return new Promise<void>(() => undefined);
      },
    });
    expect(await screen.findByRole('heading', { name: 'Inihahanda ang iyong mga insight' })).toBeInTheDocument();
    expect(await screen.findByText('250 sa 1,000 transaksyon')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Mga transaksyong nabuod' })).toBeInTheDocument();
  });

  it('welcomes a new user in Filipino', async () => {
    await renderInFilipino({ getLedgerSummary: async () => EMPTY_LEDGER });
    expect(await screen.findByRole('heading', { name: 'Wala pang insight' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Magdagdag ng Transaksyon' })).toHaveAttribute('href', '/add-transaction');
  });
});

describe('/insights in English', () => {
  it('counts one transaction as one', async () => {
    renderPage(<InsightsPage />, {
      path: '/insights',
      api: {
        getLedgerSummary: async () => null,
        rebuildSummaries: (_scope, onProgress) => {
          onProgress?.({ done: 0, total: 1 });
          return new Promise<void>(() => undefined);
        },
      },
    });
    expect(await screen.findByText('0 of 1 transaction')).toBeInTheDocument();
  });
});
