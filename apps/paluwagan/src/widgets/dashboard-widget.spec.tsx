import { fixClockForEachTest, renderPage } from '@pitaka/remote-kit/testing';
import { expectNoSeriousA11yViolations } from '@pitaka/ui/testing';
import { screen, within } from '@testing-library/react';
import { deferred, paluwagan, WED_MAR_4 } from '../testing/fixtures';
import DashboardWidget from './dashboard-widget';

const later = (id: string, name: string, day: number) =>
  paluwagan({ id, name, start: [2026, 3, day], totalNumbers: 3, owned: [1] });

function renderWidget(listPaluwagans: () => Promise<unknown>) {
  return renderPage(<DashboardWidget />, { path: '/dashboard', api: { listPaluwagans: listPaluwagans as never } });
}

fixClockForEachTest(WED_MAR_4);

describe('Paluwagan dashboard widget', () => {
  it('shows a skeleton while loading, then up to 3 cards in card order with a link to all', async () => {
    const pending = deferred<ReturnType<typeof paluwagan>[]>();
    renderWidget(() => pending.promise);
    const block = screen.getByRole('region', { name: 'Paluwagan' });
    expect(within(block).getByText('Loading paluwagans')).toBeInTheDocument();
    expect(within(block).getByRole('link', { name: 'View all Paluwagan' })).toHaveAttribute('href', '/paluwagan');

    pending.resolve([
      later('p4', 'Fourth', 25), // first due Sun 29 Mar
      later('p3', 'Third', 18), // Sun 22 Mar
      later('p2', 'Second', 11), // Sun 15 Mar
      paluwagan(), // Sun 8 Mar
    ]);
    const cards = await within(block).findAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Office Paluwagan',
      'Second',
      'Third',
    ]);
    expect(within(cards[0]).getByRole('link', { name: 'Office Paluwagan' })).toHaveAttribute('href', '/paluwagan/p1');
    expect(within(cards[0]).getByText('Payment due this week Mar 8, 2026')).toBeInTheDocument();
    await expectNoSeriousA11yViolations(block);
  });

  it("while loading, holds the room of two compact cards: the cards' own frame and figures", async () => {
    const pending = deferred<ReturnType<typeof paluwagan>[]>();
    renderWidget(() => pending.promise);
    const block = screen.getByRole('region', { name: 'Paluwagan' });
    const placeholders = [...block.querySelectorAll('[aria-busy="true"] [aria-hidden="true"] > div > div')];
    const shape = (card: Element) => [card.className, card.querySelector('dl')?.className];
    const placeholderShapes = placeholders.map(shape);

    pending.resolve([paluwagan(), later('p2', 'Second', 11)]);
    const cards = await within(block).findAllByRole('article');
    expect(placeholderShapes).toHaveLength(2);
    expect(placeholderShapes).toEqual(cards.map(shape));
  });

  it('shows the empty state linking to /paluwagan/create', async () => {
    renderWidget(async () => []);
    expect(await screen.findByRole('heading', { level: 3, name: 'No Paluwagan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Paluwagan' })).toHaveAttribute('href', '/paluwagan/create');
  });

  it('only logs a failed load and shows the empty state (spec section 8)', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWidget(() => Promise.reject(new Error('offline')));
    expect(await screen.findByRole('heading', { name: 'No Paluwagan' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Failed to load paluwagans', expect.anything());
  });
});
