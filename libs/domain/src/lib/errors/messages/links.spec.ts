import { setupI18n, type Messages } from '@lingui/core';
import { validateLinkedRevert } from '../../links';
import { toCentavos } from '../../money';
import { resolveValues, type DomainMessage } from './catalogue';
import {
  accountInUse,
  deleteAccountPrompt,
  linkedRevert,
  sourceRow,
  sourceShort,
  unmarkedWithoutReversal,
  unmarkedWithoutReversalMessage,
} from './links';
import { MESSAGE_CATALOGUES } from './groups';

/** 30 November 2026 in Manila: 20,787 days after 1 January 1970. */
const meralcoNov30 = { kind: 'recurring' as const, index: 20_787 };

/** How a Filipino screen shows the links' messages: each reference, nested ones too, in Filipino. */
async function linksInFilipino(): Promise<(message: DomainMessage) => string> {
  const messages = (await MESSAGE_CATALOGUES.links.fil()).default as Messages;
  const i18n = setupI18n({ locale: 'fil', messages: { fil: messages } });
  const text = (message: DomainMessage): string => {
    const { ref } = message;
    if (!ref) return message.message;
    expect(ref.group).toBe('links');
    return i18n._(ref.key, ref.values && resolveValues(ref.values, 'fil', text));
  };
  return text;
}

describe('links messages', () => {
  it('keep their English texts, a row nested in the sentence', () => {
    expect(accountInUse('Wallet', sourceRow(meralcoNov30, 'Meralco'), 1).message).toBe(
      'Cannot delete Wallet: the Nov 30, 2026 occurrence of Meralco is still marked as paid from it. Unmark it first.',
    );
    const rows = [1, 2, 3].map((week) => sourceRow({ kind: 'paluwagan-week', index: week }, 'Office'));
    expect(unmarkedWithoutReversal(rows).message).toBe(
      'Marked as unpaid without a reversal, because the account it was paid from no longer exists: week 1 of Office, week 2 of Office, week 3 of Office.',
    );
    expect(unmarkedWithoutReversalMessage([])).toBe(
      'Marked as unpaid without a reversal, because the account it was paid from no longer exists: .',
    );
  });

  it('read wholly in Filipino: nested row, calendar day, counts and money', async () => {
    const fil = await linksInFilipino();
    expect(fil(accountInUse('Wallet', sourceRow(meralcoNov30, 'Meralco'), 1))).toBe(
      'Hindi mabubura ang Wallet: nakamarka pang bayad mula rito ang Meralco sa Nob 30, 2026. Alisin muna ang marka nito.',
    );
    expect(fil(accountInUse('GCash', sourceRow({ kind: 'debt-payment', index: 1 }, 'Laptop loan'), 3))).toBe(
      'Hindi mabubura ang GCash: nakamarka pang bayad mula rito ang Hulog 2 ng Laptop loan at 2 pang ibang bayad. Alisin muna ang marka ng mga ito.',
    );
    const weeks = [1, 2].map((week) => sourceRow({ kind: 'paluwagan-week', index: week }, 'Office'));
    expect(fil(unmarkedWithoutReversal(weeks))).toBe(
      'Minarkahang hindi pa bayad nang walang reversal, dahil wala na ang account kung saan ito binayaran: Linggo 1 ng Office, Linggo 2 ng Office.',
    );
    expect(fil(linkedRevert({ kind: 'paluwagan-payout', index: 4 }, 'Office'))).toBe(
      'Mamarkahan din nitong hindi pa natanggap ang payout ng Numero 4 ng Office.',
    );
    expect(fil(sourceShort(meralcoNov30, 'Meralco'))).toBe('Regular: Meralco, Nob 30, 2026');
    expect(fil(deleteAccountPrompt('Cash', toCentavos(1234.5)))).toMatch(
      /^Burahin ang Cash\? Hindi na mabibilang sa iyong Kabuuang Balanse ang balanse nitong ₱1,234\.50\. /,
    );
  });

  it('a refused revert carries its reference, row included', async () => {
    const fil = await linksInFilipino();
    const refusal = validateLinkedRevert(
      { reversal: true },
      { label: sourceRow({ kind: 'paluwagan-week', index: 3 }, 'Office Paluwagan'), current: true },
    );
    if (refusal.ok) throw new Error('expected a refusal');
    expect(refusal.message).toBe(
      'This transaction reverses week 3 of Office Paluwagan and cannot be reverted on its own. Mark that payment again instead.',
    );
    expect(fil(refusal)).toBe(
      'Binabawi ng transaksyong ito ang Linggo 3 ng Office Paluwagan, kaya hindi ito mababawi nang mag-isa. Sa halip, markahan ulit na bayad ang bayad na iyon.',
    );
  });
});
