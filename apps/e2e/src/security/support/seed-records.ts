// Paluwagans and debts written straight to the emulator, shaped exactly as the app's create
// commands write them (schedules from @pitaka/domain), for screens that only need to show them.
// Amounts in and out are pesos, as stored; the domain computes in centavos.
import type { APIRequestContext } from '@playwright/test';
import { generateDebtSchedule, generatePaluwaganSchedule, toCentavos, toPesos, type DebtType } from '@pitaka/domain';
import { writeDocument } from '../../support/ledger';

let seeded = 0;
const nextId = (kind: string) => `sec-${kind}-${Date.now()}-${(seeded += 1)}`;

export interface SeedPaluwagan {
  name: string;
  organizer: string;
  description?: string;
  startDate: Date;
  totalNumbers: number;
  amountPerNumber: number;
  ownedNumbers: number[];
}

/** An all-unpaid paluwagan; returns its id. */
export async function seedPaluwagan(request: APIRequestContext, uid: string, p: SeedPaluwagan): Promise<string> {
  const id = nextId('paluwagan');
  const schedule = generatePaluwaganSchedule({ ...p, amountPerNumber: toCentavos(p.amountPerNumber) });
  const now = new Date();
  await writeDocument(request, `users/${uid}/paluwagans/${id}`, {
    name: p.name,
    organizer: p.organizer,
    description: p.description ?? '',
    startDate: p.startDate,
    totalNumbers: p.totalNumbers,
    amountPerNumber: p.amountPerNumber,
    payoutPerNumber: toPesos(schedule.payoutPerNumber),
    numbers: schedule.numbers.map((n) => ({
      number: n.number,
      payoutDate: n.payoutDate,
      isPaid: n.isPaid,
      isOwner: n.isOwner,
      ownerName: n.ownerName,
    })),
    weeklyPayments: schedule.weeklyPayments.map((w) => ({
      weekNumber: w.weekNumber,
      dueDate: w.dueDate,
      isPaid: w.isPaid,
      amount: toPesos(w.amount),
    })),
    createdAt: now,
    updatedAt: now,
  });
  return id;
}

export interface SeedDebt {
  type: DebtType;
  name: string;
  counterpartyName: string;
  totalAmount: number;
  dueDate: Date;
}

/** An unpaid single-payment debt; returns its id. */
export async function seedDebt(request: APIRequestContext, uid: string, d: SeedDebt): Promise<string> {
  const id = nextId('debt');
  const schedule = generateDebtSchedule({
    totalAmount: toCentavos(d.totalAmount),
    paymentType: 'single',
    dueDate: d.dueDate,
  });
  const now = new Date();
  await writeDocument(request, `users/${uid}/debts/${id}`, {
    type: d.type,
    name: d.name,
    counterpartyName: d.counterpartyName,
    totalAmount: d.totalAmount,
    paymentSchedule: schedule.map((e) => ({ dueDate: e.dueDate, amount: toPesos(e.amount), isPaid: e.isPaid })),
    createdAt: now,
    updatedAt: now,
  });
  return id;
}
