// Inputs the ledger's specs share.
import { toCentavos } from '@pitaka/domain';
import { at } from './at';

/** A four-number paluwagan of ₱500 a week from Mon 2 Nov 2026, the user holding number 2. */
export const OFFICE_PALUWAGAN = {
  name: 'Office',
  organizer: 'Aling Nena',
  startDate: at(2026, 11, 2, 0),
  totalNumbers: 4,
  amountPerNumber: toCentavos(500),
  selectedNumbers: [2],
  description: '',
};
