import type { DataApi } from '@pitaka/data';
import type { MonthSummary } from '@pitaka/domain';
import { renderPage, silenceConsoleErrors } from '@pitaka/remote-kit/testing';
import { expectNoSeriousA11yViolations, textsOf } from '@pitaka/ui/testing';
import { screen, within } from '@testing-library/react';
import { failingOnce, fixClock, HISTORY_ANSWERS, monthSummary, SUMMARIES } from '../testing/fixtures';
import ThisMonthWidget from './this-month-widget';

type Answers = Partial<DataApi>;

function renderWidget(answers: Answers = {}) {
  return renderPage(<ThisMonthWidget />, {
    path: '/dashboard',
    route: '/dashboard',
    api: { ...HISTORY_ANSWERS, ...answers },
  });
}

const widget = () => screen.getByRole('region', { name: 'This month' });

/** The value beside a term of the widget's figures. */
const fact = (term: string) => within(widget()).getByText(term).nextElementSibling?.textContent;

beforeEach(() => fixClock());
afterEach(() => jest.useRealTimers());
silenceConsoleErrors();

describe('This month widget', () => {
  it("shows this Manila month's income, expense and net, and the top three categories", async () => {
    const { api } = renderWidget({
      getMonthSummary: async (_scope, month) =>
        monthSummary(month, {
          gcash: { income: { Salary: 25000 }, expense: { Food: 4200, Transport: 800, Bills: 2500, Health: 500 } },
          bpi: { transfersIn: 1000 },
        }),
    });
    await within(await screen.findByRole('region', { name: 'This month' })).findByText('Income');
    expect(fact('Income')).toBe('+₱25,000.00');
    expect(fact('Expense')).toBe('−₱8,000.00');
    expect(fact('Net')).toBe('+₱17,000.00');
    const top = within(widget()).getByRole('list');
    expect(textsOf(within(top).getAllByRole('listitem'))).toEqual([
      'Food₱4,200.00 · 52.5%',
      'Bills₱2,500.00 · 31.3%',
      'Transport₱800.00 · 10%',
    ]);
    expect(api.getMonthSummary.mock.calls.map(([, month]) => month)).toEqual(['2026-11']);
  });

  it('links to /insights', async () => {
    const page = renderWidget();
    await within(await screen.findByRole('region', { name: 'This month' })).findByText('Income');
    await page.user.click(within(widget()).getByRole('link', { name: 'View all insights' }));
    expect(page.location()).toBe('/insights');
  });

  it('says when nothing was spent yet this month', async () => {
    renderWidget({ getMonthSummary: async () => null });
    expect(await screen.findByText('No spending yet this month.')).toBeInTheDocument();
    expect(fact('Income')).toBe('₱0.00');
    expect(fact('Net')).toBe('₱0.00');
  });

  it('leaves the one-time preparation to /insights, and links there', async () => {
    const { api } = renderWidget({ getLedgerSummary: async () => null });
    expect(await screen.findByText(/Your monthly figures are not ready yet/)).toBeInTheDocument();
    expect(within(widget()).getByRole('link', { name: 'Prepare your insights' })).toHaveAttribute('href', '/insights');
    expect(within(widget()).queryByText('Income')).toBeNull();
    expect(api.rebuildSummaries).not.toHaveBeenCalled();
  });

  it("shows 'Failed to load insights' with Retry, which loads again", async () => {
    const page = renderWidget({ getMonthSummary: failingOnce(SUMMARIES['2026-11']) });
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Failed to load insights');
    await page.user.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await within(widget()).findByText('Income')).toBeInTheDocument();
    expect(fact('Income')).toBe('+₱25,000.00');
  });

  it('shows a busy skeleton in the frames of its figures while loading', async () => {
    renderWidget({ getMonthSummary: () => new Promise(() => undefined) });
    const loading = await screen.findByText('Loading this month');
    expect(loading.closest('[aria-busy="true"]')).not.toBeNull();
    expect(within(widget()).queryByText('Income')).toBeNull();
  });

  it("while loading, holds the figures' room: the same rows, heading and list items, placeholders in their lines", async () => {
    let answer!: (summary: MonthSummary | null) => void;
    renderWidget({ getMonthSummary: () => new Promise((resolve) => (answer = resolve)) });
    await screen.findByText('Loading this month');
    const shape = (root: Element) =>
      [...root.querySelectorAll('dl > div, dt, dd, h3, ol, li')].map((part) => `${part.tagName}.${part.className}`);
    const loading = shape(widget());

    answer(SUMMARIES['2026-11']);
    await within(widget()).findByText('Top categories');
    expect(loading).toHaveLength(14);
    expect(shape(widget())).toEqual(loading);
  });

  it('has no serious accessibility violations', async () => {
    const { container } = renderWidget();
    await within(await screen.findByRole('region', { name: 'This month' })).findByText('Income');
    await expectNoSeriousA11yViolations(container);
  });
});
