// Descriptions of the transactions written by paluwagan, debt and recurring actions (spec silent),
// stored in the language of the user who writes them: `loadGeneratedDescriptions(language)` before
// the command, English (`GENERATED_DESCRIPTIONS`) unless another is given.
import { setupI18n, type Messages } from '@lingui/core';
import { TEXT_MAX_LENGTH } from '../../constants';
import type { DebtType, TransactionType } from '../../model';
import { formatDate } from '../../dates';
import type { Language } from '../../language';
import english from './generated.en.messages.json';
import type { MessageCatalogue, MessageValues } from './catalogue';

export type GeneratedMessageKey = keyof typeof english;

/** The generated descriptions in every language. */
export const GENERATED_CATALOGUE: MessageCatalogue<GeneratedMessageKey> = {
  en: english,
  fil: () => import('./generated.fil.messages.json'),
};

/**
 * `build(name)`, with the name cut short (ending in '…') when the whole would pass the stored
 * limit of a description: a 200-character paluwagan name must still be payable. The row's link,
 * not its text, ties the transaction to its source. Cuts whole code points (no half emoji).
 */
function fitted(name: string, build: (name: string) => string): string {
  const full = build(name);
  if (full.length <= TEXT_MAX_LENGTH) return full;
  const room = name.length - (full.length - TEXT_MAX_LENGTH) - 1; // 1 for the '…'
  let kept = '';
  for (const codePoint of name) {
    if (kept.length + codePoint.length > room) break;
    kept += codePoint;
  }
  return build(`${kept}…`);
}

export interface GeneratedDescriptions {
  /** 'Paluwagan payment: Office (Week 2)' / 'Bayad sa paluwagan: Office (Linggo 2)'. */
  paluwaganPayment(name: string, week: number): string;
  paluwaganPaymentReversal(name: string, week: number): string;
  /** 'Paluwagan payout: Office (Number 4)' / 'Payout ng paluwagan: Office (Numero 4)'. */
  paluwaganPayout(name: string, num: number): string;
  paluwaganPayoutReversal(name: string, num: number): string;
  /** 'Debt payment: Laptop (Payment 1)', 'Debt received: …' for a debt owed to the user. */
  debtPayment(name: string, index: number, type: DebtType): string;
  debtPaymentReversal(name: string, index: number, type: DebtType): string;
  /** 'Bill paid: Meralco (Dec 5, 2026)', 'Income received: Salary (Nov 30, 2026)'. */
  recurringPayment(name: string, day: Date, type: TransactionType): string;
  recurringPaymentReversal(name: string, day: Date, type: TransactionType): string;
}

function descriptionsIn(language: Language, compiled: Record<GeneratedMessageKey, unknown>): GeneratedDescriptions {
  const i18n = setupI18n({ locale: language, messages: { [language]: compiled as Messages } });
  const describe = (key: GeneratedMessageKey, name: string, values: MessageValues) =>
    fitted(name, (n) => i18n._(key, { ...values, name: n }));
  const payment = (type: DebtType) => (type === 'owe' ? 'owe' : 'owed');
  const recurring = (type: TransactionType) => (type === 'expense' ? 'expense' : 'income');
  return {
    paluwaganPayment: (name, week) => describe('paluwaganPayment', name, { week }),
    paluwaganPaymentReversal: (name, week) => describe('paluwaganPaymentReversal', name, { week }),
    paluwaganPayout: (name, num) => describe('paluwaganPayout', name, { number: num }),
    paluwaganPayoutReversal: (name, num) => describe('paluwaganPayoutReversal', name, { number: num }),
    debtPayment: (name, index, type) => describe(`debtPayment.${payment(type)}`, name, { payment: index }),
    debtPaymentReversal: (name, index, type) =>
      describe(`debtPaymentReversal.${payment(type)}`, name, { payment: index }),
    recurringPayment: (name, day, type) =>
      describe(`recurringPayment.${recurring(type)}`, name, { date: formatDate(day, language) }),
    recurringPaymentReversal: (name, day, type) =>
      describe(`recurringPaymentReversal.${recurring(type)}`, name, { date: formatDate(day, language) }),
  };
}

/** The descriptions in English: what commands write unless told the writer's language. */
export const GENERATED_DESCRIPTIONS: GeneratedDescriptions = descriptionsIn('en', english);

const loaded = new Map<Language, Promise<GeneratedDescriptions>>([['en', Promise.resolve(GENERATED_DESCRIPTIONS)]]);

/** The descriptions in `language` (English at once; another language's texts are downloaded once). */
export function loadGeneratedDescriptions(language: Language = 'en'): Promise<GeneratedDescriptions> {
  let descriptions = loaded.get(language);
  if (!descriptions) {
    descriptions = GENERATED_CATALOGUE[language as 'fil']().then((module) => descriptionsIn(language, module.default));
    // A failed download is tried again at the next payment.
    descriptions.catch(() => loaded.delete(language));
    loaded.set(language, descriptions);
  }
  return descriptions;
}
