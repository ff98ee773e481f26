import { toCentavos, type Debt } from '@pitaka/domain';
import { renderPage, renderPageIn } from '@pitaka/remote-kit/testing';
import { expectNoSeriousA11yViolations } from '@pitaka/ui/testing';
import { screen, within } from '@testing-library/react';
import { day, fixClock, makeDebt, payment } from '../testing/fixtures';
import DashboardWidget from './dashboard-widget';

beforeEach(() => fixClock());
afterEach(() => jest.useRealTimers());

function renderWidget(listDebts: () => Promise<Debt[]>) {
  return renderPage(<DashboardWidget />, { path: '/dashboard', api: { listDebts } });
}

const debt = (id: string, due: Date, isPaid = false) =>
  makeDebt({ id, name: `Debt ${id}`, paymentSchedule: [payment(due, toCentavos(1000), { isPaid })] });

describe('debt dashboard widget', () => {
  it('shows up to three debts, the most urgent first, each linking to its page', async () => {
    const page = renderWidget(async () => [
      debt('paid', day(1, 1), true),
      debt('later', day(6, 1)),
      debt('overdue', day(2, 1)),
      debt('soon', day(3, 8)),
    ]);
    const block = await screen.findByRole('region', { name: 'Debts' });
    const cards = await within(block).findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Debt overdue',
      'Debt soon',
      'Debt later',
    ]);
    expect(within(cards[0]).getByRole('status')).toHaveTextContent('Payment overdue');
    expect(within(cards[0]).getByText('Remaining').nextSibling).toHaveTextContent('₱1,000.00');
    expect(within(cards[1]).getByRole('link', { name: 'Debt soon' })).toHaveAttribute('href', '/debt/soon');
    await page.user.click(within(block).getByRole('link', { name: 'View all debts' }));
    expect(page.location()).toBe('/debt');
  });

  it('offers the first debt when there is none', async () => {
    renderWidget(async () => []);
    expect(await screen.findByRole('heading', { name: 'No debts yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Debt' })).toHaveAttribute('href', '/debt/create');
  });

  it('only logs a load failure and shows the empty state (spec 8)', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWidget(async () => {
      throw new Error('offline');
    });
    expect(await screen.findByRole('heading', { name: 'No debts yet' }, { timeout: 5000 })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Failed to load debts for the dashboard', expect.anything());
    error.mockRestore();
  });

  it('shows a skeleton while loading', async () => {
    renderWidget(() => new Promise(() => undefined));
    expect(await screen.findByText('Loading debts')).toBeInTheDocument();
  });

  it("while loading, holds the room of two compact cards: the cards' own frame, lines and banner", async () => {
    let answer!: (debts: Debt[]) => void;
    renderWidget(() => new Promise<Debt[]>((resolve) => (answer = resolve)));
    await screen.findByText('Loading debts');
    const block = screen.getByRole('region', { name: 'Debts' });
    const placeholders = [...block.querySelectorAll('[aria-busy="true"] [aria-hidden="true"] > div > div')];
    const shape = (card: Element) => [card.className, ...[...card.children].map((part) => part.className)];
    const placeholderShapes = placeholders.map(shape);

    answer([debt('a', day(3, 8)), debt('b', day(6, 1))]);
    const cards = await within(block).findAllByRole('article');
    expect(placeholderShapes).toHaveLength(2);
    expect(placeholderShapes).toEqual(cards.map(shape));
  });

  it('has no serious accessibility violations', async () => {
    const page = renderWidget(async () => [debt('a', day(3, 8))]);
    await screen.findByRole('article');
    await expectNoSeriousA11yViolations(page.container);
  });
});

describe('debt dashboard widget in Filipino', () => {
  it('shows its title, link, cards and empty state in Filipino', async () => {
    await renderPageIn('fil', <DashboardWidget />, {
      path: '/dashboard',
      api: { listDebts: async () => [debt('overdue', day(2, 1))] },
    });
    const block = await screen.findByRole('region', { name: 'Mga Utang' });
    expect(within(block).getByRole('link', { name: 'Tingnan lahat ng utang' })).toHaveAttribute('href', '/debt');
    const card = await within(block).findByRole('article');
    expect(within(card).getByText('Natitira')).toBeInTheDocument();
    expect(within(card).getByRole('status')).toHaveTextContent('Lampas na sa takdang petsa ang bayad');
  });

  it('offers the first debt in Filipino when there is none', async () => {
    await renderPageIn('fil', <DashboardWidget />, { path: '/dashboard', api: { listDebts: async () => [] } });
    expect(await screen.findByRole('heading', { name: 'Wala pang utang' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bagong Utang' })).toHaveAttribute('href', '/debt/create');
  });
});
