import { DataError } from '@pitaka/platform';
import { ACCOUNT, DomainError, RECURRING, accountsCount, insufficientFunds, toCentavos } from '@pitaka/domain';
import { loadCatalogues, type Language } from '@pitaka/ui';
import { renderHook } from '@testing-library/react';
import { toast } from 'react-toastify';
import { useMessageText, useShownError } from './message-text';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn() } }));

async function sayIn(language: Language) {
  await loadCatalogues(language);
  document.documentElement.lang = language;
  return renderHook(() => useMessageText()).result.current;
}

let logged: jest.SpyInstance;
beforeEach(() => {
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.mocked(toast.error).mockClear();
});
afterEach(() => {
  logged.mockRestore();
  document.documentElement.lang = 'en';
});

describe('useMessageText', () => {
  it("shows English as the message's own text", async () => {
    const say = await sayIn('en');
    expect(say(ACCOUNT.noAccounts)).toBe('No accounts found. Please create an account first.');
    expect(say(accountsCount(2))).toBe('Across 2 accounts');
  });

  it('shows a reference in Filipino, with its values and plural', async () => {
    const say = await sayIn('fil');
    expect(say(ACCOUNT.noAccounts)).toBe('Wala pang account. Gumawa muna ng account.');
    expect(say(insufficientFunds('GCash', toCentavos(12)))).toBe(
      'Kulang ang pondo sa GCash. Magagamit na balanse: ₱12.00',
    );
    expect(say(accountsCount(1))).toBe('Sa 1 account');
  });

  it('shows a text without a reference as it is (a group not yet translated, a page word)', async () => {
    const say = await sayIn('fil');
    expect(say({ message: 'Only in English' })).toBe('Only in English');
    expect(say('Na-save na')).toBe('Na-save na');
  });

  it("shows a refusal's own message, through a DomainError wrapped by the data layer", async () => {
    const say = await sayIn('fil');
    const refused = new DataError('refused', new DomainError(RECURRING.alreadyPaused));
    expect(say.ofError(refused, ACCOUNT.updateFailed)).toBe('Naka-pause na ang regular na item na ito');
    expect(say.ofError(new DataError('not-found', ACCOUNT.accountNotFound), 'x')).toBe('Hindi makita ang account');
  });

  it('shows the fallback for an unexpected failure, and only words it (no toast, no log)', async () => {
    const say = await sayIn('fil');
    const error = new DataError('unexpected', 'permission-denied');
    expect(say.ofError(error, ACCOUNT.deleteFailed)).toBe('Hindi nabura ang account');
    expect(toast.error).not.toHaveBeenCalled();
    expect(logged).not.toHaveBeenCalled();
  });
});

describe('useShownError', () => {
  it('keeps the field and the same object while the error stands', async () => {
    await loadCatalogues('fil');
    document.documentElement.lang = 'fil';
    const error = { field: 'name', ...RECURRING.nameRequired };
    const { result, rerender } = renderHook(({ e }) => useShownError(e), { initialProps: { e: error } });
    const first = result.current;
    expect(first).toEqual({ ...error, message: 'Maglagay ng pangalan' });
    rerender({ e: error });
    expect(result.current).toBe(first);
  });
});
