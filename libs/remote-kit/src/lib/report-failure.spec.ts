import { DataError } from '@pitaka/data';
import { toast } from 'react-toastify';
import { reportFailure } from './report-failure';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn() } }));

let logged: jest.SpyInstance;
beforeEach(() => {
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.mocked(toast.error).mockClear();
});
afterEach(() => logged.mockRestore());

describe('reportFailure', () => {
  it("shows a refusal's own text, logs the error under its label, and returns the text", () => {
    const error = new DataError('refused', 'Insufficient funds');
    expect(reportFailure(error, 'Failed to add transaction', 'Adding failed')).toBe('Insufficient funds');
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith('Insufficient funds');
    expect(logged).toHaveBeenCalledWith('Adding failed', error);
  });

  it("shows a missing entity's own text", () => {
    const error = new DataError('not-found', 'Account not found');
    expect(reportFailure(error, 'Failed to update account', 'Updating failed')).toBe('Account not found');
    expect(toast.error).toHaveBeenCalledWith('Account not found');
  });

  it('shows the fallback for anything else', () => {
    for (const error of [new DataError('unexpected', 'permission-denied'), new Error('network'), 'boom']) {
      jest.mocked(toast.error).mockClear();
      expect(reportFailure(error, 'Failed to delete debt', 'Deleting failed')).toBe('Failed to delete debt');
      expect(toast.error).toHaveBeenCalledWith('Failed to delete debt');
      expect(logged).toHaveBeenLastCalledWith('Deleting failed', error);
    }
  });
});
