// The paluwagan screens' dates and the domain's paluwagan messages in Filipino (the remote's own
// words are checked in paluwagan-filipino.spec.tsx): Filipino months, Filipino status lines.
import { DataError } from '@pitaka/platform';
import { PALUWAGAN } from '@pitaka/domain';
import { fixClockForEachTest, renderPageIn } from '@pitaka/remote-kit/testing';
import { screen, within } from '@testing-library/react';
import { detailRoute, gcash, paluwagan } from '../testing/fixtures';
import PaluwaganDetailPage from './paluwagan-detail-page';
import PaluwaganEditPage from './paluwagan-edit-page';
import PaluwaganListPage from './paluwagan-list-page';

// Wednesday 25 November 2026; the paluwagan starts Friday the 20th: payouts and payments on the
// Sundays from the 22nd; the user owns numbers 2 (29 November) and 7.
fixClockForEachTest(new Date('2026-11-25T09:00:00+08:00'));
const office = paluwagan({ start: [2026, 11, 20], paid: { 1: 'a1' } });

it('a card says when it started and what is next, with Filipino months', async () => {
  await renderPageIn('fil', <PaluwaganListPage />, {
    path: '/paluwagan',
    api: { listPaluwagans: async () => [office] },
  });
  const card = await screen.findByRole('article', { name: 'Office Paluwagan' });
  expect(within(card).getByText('Nagsimula noong Nob 20, 2026')).toBeInTheDocument();
  expect(within(card).getByText('Susunod na payout: Nob 29, 2026')).toBeInTheDocument();
  expect(within(card).getByText('Dapat bayaran ngayong linggo: Nob 29, 2026')).toBeInTheDocument();
  expect(screen.queryByText(/Nov \d|Started|Next payout|Payment due/)).not.toBeInTheDocument();
});

it('the detail shows Filipino dates and who a week was paid from', async () => {
  await renderPageIn('fil', <PaluwaganDetailPage />, {
    ...detailRoute(),
    api: { getPaluwagan: async () => office, listAccounts: async () => [gcash] },
  });
  expect(await screen.findByText(/Nagsimula noong Nob 20, 2026/)).toBeInTheDocument();
  const week1 = (await screen.findAllByText('Nob 22, 2026'))[0].closest('tr') as HTMLElement;
  expect(await within(week1).findByText('Binayaran mula sa GCash')).toBeInTheDocument();
  expect(screen.getAllByText('Dis 6, 2026').length).toBeGreaterThan(0);
  expect(screen.queryByText(/\b(Nov|Dec) \d|Paid from/)).not.toBeInTheDocument();
});

it("a paid paluwagan's edit form says in Filipino why the schedule is locked, and a refusal comes in Filipino", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const page = await renderPageIn('fil', <PaluwaganEditPage />, {
    path: '/paluwagan/p1/edit',
    route: '/paluwagan/:paluwaganId/edit',
    api: { getPaluwagan: async () => office },
  });
  expect(
    await screen.findByText(
      'May mga bayad o payout na nakamarka na. Pangalan, organizer at paglalarawan lang ang mababago; alisin muna ang marka nila para mabago ang iskedyul.',
    ),
  ).toBeInTheDocument();
  page.api.updatePaluwagan.mockRejectedValueOnce(new DataError('refused', PALUWAGAN.lockedNotice));
  await page.user.click(screen.getByRole('button', { name: /I-save/ }));
  expect(await screen.findAllByText(/^May mga bayad o payout na nakamarka na/)).toHaveLength(3); // banner, failure, toast
});
