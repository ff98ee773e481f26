import { DataError } from '@pitaka/platform';
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
  it('toasts the words it is given, logs the error under its label, and returns the words', () => {
    const error = new DataError('refused', 'Insufficient funds');
    expect(reportFailure('Kulang ang pondo', error, 'Adding failed')).toBe('Kulang ang pondo');
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith('Kulang ang pondo');
    expect(logged).toHaveBeenCalledWith('Adding failed', error);
  });
});
