import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoSeriousA11yViolations } from '../testing/axe';
import { FakeLink } from '../testing/fake-link';
import { RecordUnavailable } from './record-unavailable';

describe('RecordUnavailable', () => {
  it('says the record is not there, with the way back and no retry', async () => {
    const { container } = render(
      <RecordUnavailable title="Debt not found" backTo="/debt" backLabel="Back to Debt List" linkAs={FakeLink} />,
    );
    const panel = screen.getByRole('alert');
    expect(screen.getByRole('heading', { level: 1, name: 'Debt not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Debt List' })).toHaveAttribute('href', '/debt');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(panel.querySelector('p')).toBeNull();
    await expectNoSeriousA11yViolations(container);
  });

  it('offers a retry for a failed load, under its own words', async () => {
    const retry = jest.fn();
    render(
      <RecordUnavailable
        title="Failed to load paluwagan details"
        detail="Check your connection and try again."
        backTo="/paluwagan"
        backLabel="Back to Paluwagan List"
        linkAs={FakeLink}
        onRetry={retry}
        retryLabel="Try again"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to load paluwagan detailsCheck your connection and try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it("says 'Retry' unless told otherwise", async () => {
    const retry = jest.fn();
    render(<RecordUnavailable title="Failed" backTo="/" backLabel="Back" linkAs={FakeLink} onRetry={retry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
