import { manilaDay } from '../../calendar';
import { GENERATED_DESCRIPTIONS, loadGeneratedDescriptions } from './generated';

// The descriptions a payment writes are stored in the writer's language (the English ones are
// checked word for word in messages.spec.ts).
describe('generated descriptions in Filipino', () => {
  it('word every kind of payment and its reversal in Filipino, dates with Filipino months', async () => {
    const fil = await loadGeneratedDescriptions('fil');
    expect(fil.paluwaganPayment('Office', 2)).toBe('Bayad sa paluwagan: Office (Linggo 2)');
    expect(fil.paluwaganPaymentReversal('Office', 2)).toBe('Pagbawi ng bayad sa paluwagan: Office (Linggo 2)');
    expect(fil.paluwaganPayout('Office', 4)).toBe('Payout ng paluwagan: Office (Numero 4)');
    expect(fil.paluwaganPayoutReversal('Office', 4)).toBe('Pagbawi ng payout ng paluwagan: Office (Numero 4)');
    expect(fil.debtPayment('Laptop', 1, 'owe')).toBe('Bayad sa utang: Laptop (Hulog 1)');
    expect(fil.debtPayment('Laptop', 12, 'owed')).toBe('Natanggap na bayad sa pautang: Laptop (Hulog 12)');
    expect(fil.debtPaymentReversal('Laptop', 1, 'owe')).toBe('Pagbawi ng bayad sa utang: Laptop (Hulog 1)');
    expect(fil.recurringPayment('Meralco', manilaDay(2026, 11, 25), 'expense')).toBe(
      'Nabayarang bayarin: Meralco (Nob 25, 2026)',
    );
    expect(fil.recurringPaymentReversal('Sahod', manilaDay(2026, 12, 15), 'income')).toBe(
      'Pagbawi ng natanggap na kita: Sahod (Dis 15, 2026)',
    );
  });

  it('is English by default, the same texts the commands always wrote', async () => {
    expect(await loadGeneratedDescriptions()).toBe(GENERATED_DESCRIPTIONS);
    expect(GENERATED_DESCRIPTIONS.recurringPayment('Meralco', manilaDay(2026, 12, 5), 'expense')).toBe(
      'Bill paid: Meralco (Dec 5, 2026)',
    );
    expect(GENERATED_DESCRIPTIONS.recurringPaymentReversal('Salary', manilaDay(2026, 11, 30), 'income')).toBe(
      'Reversal of income received: Salary (Nov 30, 2026)',
    );
    expect(GENERATED_DESCRIPTIONS.debtPaymentReversal('Laptop', 1, 'owed')).toBe(
      'Reversal of debt received: Laptop (Payment 1)',
    );
  });

  it('keeps a name as written, braces and apostrophes included (a value, never a message)', async () => {
    const fil = await loadGeneratedDescriptions('fil');
    expect(fil.paluwaganPayment("Aling {Nena}'s", 1)).toBe("Bayad sa paluwagan: Aling {Nena}'s (Linggo 1)");
  });

  it('fit a long name in the 200 characters of a description, cut with an ellipsis', async () => {
    const fil = await loadGeneratedDescriptions('fil');
    const name = 'P'.repeat(200);
    const text = fil.debtPaymentReversal(name, 360, 'owed');
    expect(text).toHaveLength(200);
    expect(text).toBe(
      `Pagbawi ng natanggap na bayad sa pautang: ${'P'.repeat(200 - 'Pagbawi ng natanggap na bayad sa pautang:  (Hulog 360)'.length - 1)}… (Hulog 360)`,
    );
  });
});
