// The paluwagan screens in Filipino: the remote's own words come from its catalogue. (Dates, the
// domain's messages and the kit's words have their own catalogues and are not checked here.)
import type { Account, Paluwagan } from '@pitaka/domain';
import { fixClockForEachTest, renderPage, type RenderedPage } from '@pitaka/remote-kit/testing';
import { loadCatalogues } from '@pitaka/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { bpi, detailRoute, fixClock, gcash, paluwagan, WED_MAR_4 } from '../testing/fixtures';
import DashboardWidget from '../widgets/dashboard-widget';
import PaluwaganCreatePage from './paluwagan-create-page';
import PaluwaganDetailPage from './paluwagan-detail-page';
import PaluwaganEditPage from './paluwagan-edit-page';
import PaluwaganListPage from './paluwagan-list-page';

const FIL = { language: 'fil' } as const;

// As the app's start does once Filipino is chosen: every catalogue of these screens downloaded.
beforeAll(() => loadCatalogues('fil'));
fixClockForEachTest(WED_MAR_4);

describe('the list and the dashboard block in Filipino', () => {
  const office = paluwagan(); // owns 2 and 7
  const family = paluwagan({ id: 'p2', name: 'Family', start: [2026, 3, 10], totalNumbers: 4, owned: [1] });

  it('words the list, its cards and their number counts', async () => {
    renderPage(<PaluwaganListPage />, {
      ...FIL,
      path: '/paluwagan',
      api: { listPaluwagans: async () => [office, family] },
    });
    expect(await screen.findByText('Pamahalaan ang mga hulog at payout mo sa Paluwagan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bagong Paluwagan' })).toHaveAttribute('href', '/paluwagan/create');
    const first = await screen.findByRole('article', { name: 'Office Paluwagan' });
    expect(within(first).getByText('2 numero')).toBeInTheDocument();
    expect(within(first).getByRole('progressbar', { name: 'Progreso' })).toBeInTheDocument();
    expect(within(first).getByText('Lingguhang bayad').nextSibling).toHaveTextContent('₱400.00');
    expect(within(screen.getByRole('article', { name: 'Family' })).getByText('1 numero')).toBeInTheDocument();
    expect(screen.queryByText(/\bnumbers?\b|Weekly Due|Progress/)).not.toBeInTheDocument();
  });

  it('words the empty state and the failed load', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const list = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce([]);
    const page = renderPage(<PaluwaganListPage />, { ...FIL, path: '/paluwagan', api: { listPaluwagans: list } });
    await page.user.click(await screen.findByRole('button', { name: 'Subukan ulit' }));
    expect(await screen.findByRole('heading', { name: 'Wala pang Paluwagan' })).toBeInTheDocument();
    expect(screen.getByText('Magsimula sa paggawa ng bagong Paluwagan.')).toBeInTheDocument();
  });

  it('words the dashboard block', async () => {
    renderPage(<DashboardWidget />, { ...FIL, api: { listPaluwagans: async () => [office] } });
    expect(await screen.findByRole('link', { name: /Tingnan lahat ng Paluwagan/ })).toHaveAttribute(
      'href',
      '/paluwagan',
    );
    expect(await screen.findByText('2 numero')).toBeInTheDocument();
  });
});

describe('the create and edit forms in Filipino', () => {
  const grid = () => screen.getByRole('group', { name: 'Mga Numero Mo' });
  const summaryOf = () => grid().querySelector('[aria-live="polite"]') as HTMLElement;

  it('words the fields, the grid and what the numbers picked cost, in the singular and plural', async () => {
    const page = renderPage(<PaluwaganCreatePage />, { ...FIL, path: '/paluwagan/create' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bagong Paluwagan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bumalik sa Paluwagan' })).toBeInTheDocument();
    for (const label of ['Pangalan ng Paluwagan', 'Organizer', 'Kabuuang Numero', 'Petsa ng Simula']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Kabuuang Numero')).toHaveAccessibleDescription(
      '1 hanggang 100; isang payout bawat linggo',
    );
    expect(summaryOf()).toHaveTextContent('Wala pang napiling numero.');

    await page.user.click(within(grid()).getByRole('button', { name: '2' }));
    expect(summaryOf()).toHaveTextContent(/^May hawak kang 1 numero: 2\.$/);
    await page.user.type(screen.getByLabelText('Halaga bawat Numero'), '250');
    await page.user.click(within(grid()).getByRole('button', { name: '7' }));
    expect(summaryOf()).toHaveTextContent('May hawak kang 2 numero: 2, 7. Magbabayad ka ng ₱500.00 bawat linggo.');
    expect(screen.getByLabelText('Payout bawat Numero')).toHaveAccessibleDescription(
      'Awtomatiko: halaga bawat numero × kabuuang numero',
    );
    expect(screen.getByRole('button', { name: 'Gumawa ng Paluwagan' })).toBeInTheDocument();
  });

  it('words the edit page and its delete', async () => {
    const page = renderPage(<PaluwaganEditPage />, {
      ...FIL,
      ...detailRoute('/paluwagan/p1/edit'),
      route: '/paluwagan/:paluwaganId/edit',
      api: { getPaluwagan: async () => paluwagan({ paid: { 1: 'a1' } }) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'I-edit ang Paluwagan' })).toBeInTheDocument();
    expect(screen.getByText('May naitala nang bayad, kaya hindi na mababago ang iskedyul.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bumalik sa Detalye ng Paluwagan' })).toHaveAttribute(
      'href',
      '/paluwagan/p1',
    );
    expect(screen.getByRole('button', { name: 'I-save ang mga Pagbabago' })).toBeInTheDocument();
    await page.user.click(screen.getByRole('button', { name: 'Burahin ang Paluwagan' }));
    expect(screen.getByRole('button', { name: 'Kumpirmahing Burahin' })).toBeInTheDocument();
    expect(screen.getByText(/^Hindi na ito maibabalik\./)).toBeInTheDocument();
  });
});

describe('the detail page in Filipino', () => {
  async function renderDetail(p: Paluwagan, accounts: Account[] = [gcash, bpi]) {
    const page = renderPage(<PaluwaganDetailPage />, {
      ...FIL,
      ...detailRoute(),
      api: { getPaluwagan: async () => p, listAccounts: async () => accounts },
    });
    await screen.findByRole('table', { name: 'Mga lingguhang bayad' });
    await waitFor(() => expect(page.api.listAccounts).toHaveBeenCalled());
    return page;
  }
  const section = (name: string) => screen.getByRole('region', { name });
  const checkbox = (week: number) => screen.getByRole('checkbox', { name: new RegExp(`Linggo ${week}$`) });
  const row = (week: number) => checkbox(week).closest('tr') as HTMLElement;
  async function tick(page: RenderedPage, ...weeks: number[]) {
    for (const week of weeks) await page.user.click(checkbox(week));
  }

  it('words the header, the summary blocks and the payments due within 7 days', async () => {
    await renderDetail(paluwagan({ paid: { 1: 'a1', 2: null } }));
    expect(screen.getByRole('link', { name: 'Bumalik sa Paluwagan' })).toHaveAttribute('href', '/paluwagan');
    expect(screen.getByRole('link', { name: 'I-edit' })).toBeInTheDocument();
    expect(screen.getByText(/^Organizer: Aling Nena · /)).toBeInTheDocument();
    const progress = section('Progreso');
    expect(within(progress).getByText('Linggo 1 ng 10')).toBeInTheDocument();
    expect(within(progress).getByText('Bayad na sa ngayon').nextSibling).toHaveTextContent('2/10 linggo ang bayad na');
    expect(within(section('Buod ng Pera')).getByText('Kabuuang Naibayad')).toBeInTheDocument();
    expect(within(section('Susunod na Payout')).getByText('Paparating')).toBeInTheDocument();
    expect(within(section('Susunod na Payout')).getByText('Numero').nextSibling).toHaveTextContent('2');
    expect(
      within(section('Paparating na Bayad')).getByText('Walang dapat bayaran sa loob ng 7 araw.'),
    ).toBeInTheDocument();
  });

  it('counts the payments due within 7 days', async () => {
    await renderDetail(paluwagan());
    const upcoming = section('Paparating na Bayad');
    expect(within(upcoming).getByText('1 bayad sa loob ng 7 araw')).toBeInTheDocument();
    expect(within(upcoming).getByRole('listitem')).toHaveTextContent(/^Linggo 1 · ₱400\.00Bayaran sa /);
  });

  it('words the table, its statuses, the selection and the pay dialog', async () => {
    const page = await renderDetail(paluwagan({ paid: { 3: null } }));
    const table = screen.getByRole('table');
    for (const header of ['Linggo', 'Petsa', 'Halaga', 'Katayuan']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(row(1)).getByText('Malapit na')).toBeInTheDocument();
    expect(within(row(1)).getByRole('button', { name: 'Markahang Bayad, linggo 1' })).toBeInTheDocument();
    expect(within(row(2)).getByText('Hindi pa bayad')).toBeInTheDocument();
    expect(within(row(3)).getByText('Bayad na')).toBeInTheDocument();
    expect(within(row(3)).getByRole('button', { name: 'Markahang Hindi pa Bayad, linggo 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pumili ng mga Linggo' })).toBeDisabled();

    await tick(page, 1, 2);
    expect(checkbox(3)).toHaveAccessibleDescription(
      'Bayad na ito: alisin muna ang mga napili para makapili ng mga linggong bayad na.',
    );
    await page.user.click(screen.getByRole('button', { name: 'Bayaran ang mga Napili' }));
    const confirm = screen.getByRole('dialog', { name: 'Kumpirmahin ang Bayad' });
    expect(confirm).toHaveAccessibleDescription('Linggo 1 at Linggo 2 · Kabuuan ₱800.00');
    expect(within(confirm).getByRole('group', { name: 'Paano ito binayaran?' })).toBeInTheDocument();
    expect(within(confirm).getByRole('radio', { name: 'Ibawas sa Account' })).toBeChecked();
    expect(within(confirm).getByRole('radio', { name: 'Markahang Bayad Lang' })).toBeInTheDocument();
  });

  it('counts many weeks in the pay dialog', async () => {
    const page = await renderDetail(paluwagan());
    await tick(page, 1, 2, 3, 4, 5);
    await page.user.click(screen.getByRole('button', { name: 'Bayaran ang mga Napili' }));
    expect(screen.getByRole('dialog', { name: 'Kumpirmahin ang Bayad' })).toHaveAccessibleDescription(
      '5 linggo · Kabuuan ₱2,000.00',
    );
  });

  it('words the payouts and their dialog', async () => {
    fixClock(new Date('2026-03-15T07:00:00+08:00')); // Sunday: number 2 pays out today
    const page = await renderDetail(paluwagan({ owned: [1, 2, 7], received: { 1: 'a1' } }));
    const payouts = screen.getByRole('list', { name: 'Ang mga payout mo' });
    const [one, , seven] = within(payouts).getAllByRole('listitem');
    expect(one).toHaveTextContent('Numero 1');
    expect(await within(one).findByText('Natanggap sa GCash')).toBeInTheDocument();
    expect(within(seven).getByText('Hindi pa makukuha')).toBeInTheDocument();
    expect(
      within(section('Mga Inaasahang Payout')).getByText(/^Bawat numerong hawak mo ay may payout na ₱2,000\.00/),
    ).toBeInTheDocument();
    await page.user.click(within(one).getByRole('button', { name: 'Markahang Hindi pa Natanggap, numero 1' }));
    expect(screen.getByRole('alertdialog', { name: 'Markahang Hindi pa Natanggap' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ituloy' })).toBeInTheDocument();
  });
});
