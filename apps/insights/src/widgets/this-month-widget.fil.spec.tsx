// The dashboard's This month block in Filipino: its heading, figures, top categories and links.
import type { DataApi } from '@pitaka/data';
import { fixClockForEachTest } from '@pitaka/remote-kit/testing';
import { textsOf } from '@pitaka/ui/testing';
import { screen, within } from '@testing-library/react';
import { NOW, renderInFilipinoAt } from '../testing/fixtures';
import ThisMonthWidget from './this-month-widget';

const renderInFilipino = (answers?: Partial<DataApi>) => renderInFilipinoAt(<ThisMonthWidget />, '/dashboard', answers);

fixClockForEachTest(NOW);

describe('This month widget in Filipino', () => {
  it('names its figures, its top categories and its link in Filipino', async () => {
    await renderInFilipino();
    const block = await screen.findByRole('region', { name: 'Ngayong buwan' });
    expect(await within(block).findByRole('heading', { level: 3, name: 'Nangungunang kategorya' })).toBeInTheDocument();
    expect(textsOf(within(block).getAllByRole('term'))).toEqual(['Kita', 'Gastos', 'Neto']);
    const link = within(block).getByRole('link', { name: 'Tingnan lahat ng insight' });
    expect(link).toHaveTextContent('Tingnan lahat');
  });

  it('sends the user to prepare the insights, in Filipino', async () => {
    await renderInFilipino({ getLedgerSummary: async () => null });
    expect(await screen.findByText(/Hindi pa handa ang iyong buwanang mga numero/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ihanda ang iyong mga insight' })).toHaveAttribute('href', '/insights');
  });

  it('says when nothing was spent yet this month, in Filipino', async () => {
    await renderInFilipino({ getMonthSummary: async () => null });
    expect(await screen.findByText('Wala pang gastos ngayong buwan.')).toBeInTheDocument();
  });
});
