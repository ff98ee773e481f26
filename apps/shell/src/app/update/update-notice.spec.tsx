import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UpdateNotice } from './update-notice';
import { offerUpdate } from './update-offer';

describe('UpdateNotice', () => {
  it('shows nothing while the app is up to date, then offers the waiting version and takes it on Reload', async () => {
    render(<UpdateNotice />);
    expect(screen.queryByRole('status')).toBeNull();
    const take = jest.fn();
    act(() => offerUpdate(take));
    expect(screen.getByRole('status')).toHaveTextContent('Update available');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(take).toHaveBeenCalledTimes(1);
  });
});
