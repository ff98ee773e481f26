import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UnavailablePanel } from './unavailable-panel';

describe('UnavailablePanel', () => {
  it('announces the outage and retries on click', async () => {
    const onRetry = jest.fn();
    render(<UnavailablePanel onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This section is unavailable right now');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
