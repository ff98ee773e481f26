import { DEBT } from '@pitaka/domain';
import { screen } from '@testing-library/react';
import { renderPage, renderPageIn } from '../testing';
import { LoadView } from './load-view';

type Cards = { status: 'loading' } | { status: 'failed'; retry: () => void } | { status: 'ready'; names: string[] };

function Probe({ state }: { state: Cards }) {
  return (
    <LoadView state={state} loading={<p>Loading the cards</p>} failed={DEBT.loadFailed}>
      {(ready) => <p>{ready.names.join(', ')}</p>}
    </LoadView>
  );
}

describe('LoadView', () => {
  it('shows the placeholder while loading', () => {
    renderPage(<Probe state={{ status: 'loading' }} />);
    expect(screen.getByText('Loading the cards')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('gives the page what loaded', () => {
    renderPage(<Probe state={{ status: 'ready', names: ['Tuition loan', 'Phone'] }} />);
    expect(screen.getByText('Tuition loan, Phone')).toBeInTheDocument();
    expect(screen.queryByText('Loading the cards')).not.toBeInTheDocument();
  });

  it('says a failed load, with Retry', async () => {
    const retry = jest.fn();
    const page = renderPage(<Probe state={{ status: 'failed', retry }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load data');
    await page.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it("says it in the page's language", async () => {
    await renderPageIn('fil', <Probe state={{ status: 'failed', retry: () => undefined }} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Hindi na-load ang datos');
  });
});
