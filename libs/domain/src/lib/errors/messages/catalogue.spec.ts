import { setupI18n, type Messages } from '@lingui/core';
import { toCentavos } from '../../money';
import { validateAddTransaction } from '../../validation/transaction';
import { validateRecurring } from '../../validation/recurring';
import { DomainError, assertValid } from '../domain-error';
import { accountsCount, insufficientFunds } from './accounts';
import { domainMessage, englishText, plainTexts, type MessageRef } from './catalogue';
import { MESSAGE_CATALOGUES } from './groups';
import { RECURRING, RECURRING_MESSAGES } from './recurring';
import { VALIDATION_MESSAGES, textTooLong } from './validation';

/** A reference's text in `language`, as the screens show it (remote-kit's useMessageText). */
async function inLanguage(ref: MessageRef | undefined, language: 'en' | 'fil'): Promise<string> {
  if (!ref) throw new Error('no reference');
  const catalogue = MESSAGE_CATALOGUES[ref.group];
  const messages = language === 'en' ? catalogue.en : (await catalogue.fil()).default;
  return setupI18n({ locale: language, messages: { [language]: messages as Messages } })._(ref.key, ref.values);
}

describe('a message and its reference', () => {
  it('a group message has its English text and the reference that names it', () => {
    expect(RECURRING.alreadyPaused).toEqual({
      message: 'This recurring item is already paused',
      ref: { group: 'recurring', key: 'alreadyPaused' },
    });
    expect(RECURRING_MESSAGES.alreadyPaused).toBe(RECURRING.alreadyPaused.message);
  });

  it('shows a reference in English and in Filipino', async () => {
    const refused = insufficientFunds('GCash', toCentavos(1234.5));
    await expect(inLanguage(refused.ref, 'en')).resolves.toBe(refused.message);
    await expect(inLanguage(refused.ref, 'fil')).resolves.toBe(
      'Kulang ang pondo sa GCash. Magagamit na balanse: ₱1,234.50',
    );
  });

  it('counts with plurals in both languages, numbers as the English text always wrote them', async () => {
    expect(accountsCount(1).message).toBe('Across 1 account');
    expect(accountsCount(3).message).toBe('Across 3 accounts');
    expect(accountsCount(1200).message).toBe('Across 1200 accounts');
    await expect(inLanguage(accountsCount(1).ref, 'fil')).resolves.toBe('Sa 1 account');
    await expect(inLanguage(accountsCount(4).ref, 'fil')).resolves.toBe('Sa 4 account');
  });

  it('names the field of a "too long" text in the language shown', async () => {
    const tooLong = textTooLong('description', 1000);
    expect(tooLong.message).toBe('Description must be 1000 characters or fewer');
    await expect(inLanguage(tooLong.ref, 'fil')).resolves.toBe('Hanggang 1000 character lang ang paglalarawan');
  });

  it('a validation failure carries the reference of its rule', async () => {
    const failure = validateAddTransaction(
      { type: 'expense', amount: toCentavos(10), description: ' ', category: 'Food', accountId: 'a' },
      { account: { id: 'a', name: 'Cash', balance: toCentavos(100) } },
    );
    expect(failure).toEqual({
      ok: false,
      field: 'description',
      message: VALIDATION_MESSAGES.descriptionRequired,
      ref: { group: 'validation', key: 'descriptionRequired' },
    });
    const recurring = validateRecurring({
      name: 'Rent',
      type: 'expense',
      category: 'Bills',
      accountId: 'a',
      amount: toCentavos(10),
      varies: false,
      rule: { kind: 'monthly', day: 40 },
      startDate: new Date(Date.UTC(2026, 0, 1)),
      endDate: null,
    });
    await expect(inLanguage(!recurring.ok ? recurring.ref : undefined, 'fil')).resolves.toBe(
      'Pumili ng araw ng buwan mula 1 hanggang 31',
    );
  });

  it('a DomainError keeps the reference of the failure it reports, and of a message it is given', () => {
    const failure = { ok: false as const, field: 'x', ...RECURRING.notPaused };
    expect(() => assertValid(failure)).toThrow(expect.objectContaining({ ref: RECURRING.notPaused.ref }));
    expect(new DomainError(RECURRING.typeLocked)).toMatchObject({
      message: RECURRING_MESSAGES.typeLocked,
      ref: RECURRING.typeLocked.ref,
    });
    expect(new DomainError('Plain English').ref).toBeUndefined();
    expect(domainMessage('Plain English')).toEqual({ message: 'Plain English' });
  });

  it('plain texts refuse a message that needs values, and englishText fills them', () => {
    const compiled = MESSAGE_CATALOGUES.accounts.en;
    expect(() => plainTexts(compiled)).toThrow(/needs values/);
    expect(englishText(compiled, 'createdOn', { date: 'Nov 25, 2026' })).toBe('Created Nov 25, 2026');
  });
});
