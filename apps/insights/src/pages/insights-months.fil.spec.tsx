// /insights' month names in Filipino (the page's own words are in insights-page.fil.spec.tsx).
import { renderPageIn } from '@pitaka/remote-kit/testing';
import { screen, within } from '@testing-library/react';
import { fixClock, HISTORY_ANSWERS } from '../testing/fixtures';
import InsightsPage from './insights-page';

beforeEach(() => fixClock());
afterEach(() => jest.useRealTimers());

it('names the months in Filipino: the month picked, the one compared with, the trend rows', async () => {
  const { user } = await renderPageIn('fil', <InsightsPage />, {
    path: '/insights',
    api: {
      ...HISTORY_ANSWERS,
    },
  });
  const month = await screen.findByRole('combobox', { name: 'Buwan' });
  expect(within(month).getByRole('option', { name: 'Nobyembre 2026' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Nobyembre 2026' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 3, name: 'Kumpara sa Oktubre' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Nakaraang buwan, Oktubre 2026' })).toBeEnabled();

  const trend = screen.getByRole('region', { name: 'Kita at gastos' });
  await user.click(within(trend).getByRole('button', { name: 'Ipakita bilang talahanayan' }));
  expect(within(trend).getByRole('rowheader', { name: 'Nob 2026' })).toBeInTheDocument();
  expect(screen.queryByText(/\b(November|Nov 2026)\b/)).not.toBeInTheDocument();
});
