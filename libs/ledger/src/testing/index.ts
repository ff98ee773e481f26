// `@pitaka/ledger/testing`: the ledger property, and books in memory to run it on.
export { checkLedgerProperty, NOW as PROPERTY_NOW, type LedgerBooks, type Tally } from './ledger-property';
export { householdBooks, memoryBooks } from './memory-books';
export { at } from './at';
