import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoSeriousA11yViolations } from '../testing/axe';
import { LoadError } from './load-error';

describe('LoadError', () => {
  it('announces the failure and retries on request', async () => {
    const onRetry = jest.fn();
    const { container } = render(<LoadError message="Failed to load transactions" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load transactions');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    await expectNoSeriousA11yViolations(container);
  });

  it('has no Retry button when nothing can be retried', () => {
    render(<LoadError message="Account not found" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("says the caller's words on the button when given", () => {
    render(<LoadError message="Failed to load data" onRetry={() => undefined} retryLabel="Try again" />);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
