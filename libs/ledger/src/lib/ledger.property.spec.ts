// The ledger property (testing/ledger-property.ts says what it checks) on books in memory: the
// commands, the port and the codecs, with no emulator and no Firebase. Many sequences, fast; the
// data lib runs fewer of them through the emulators with the real rules.
import { checkLedgerProperty, householdBooks, memoryBooks, PROPERTY_NOW } from '../testing';

const RUNS = Number(process.env['LEDGER_MEMORY_RUNS'] ?? 1000);
const HOUSEHOLD_RUNS = Number(process.env['LEDGER_HOUSEHOLD_RUNS'] ?? 300);
const SEED = Number(process.env['LEDGER_SEED'] ?? 20261128);
jest.setTimeout(300_000);

it(`keeps every balance and every paid row equal to its transactions over ${RUNS} random sequences in memory`, async () => {
  const tally = await checkLedgerProperty(async () => memoryBooks(PROPERTY_NOW), { runs: RUNS, seed: SEED });
  console.log(`ledger in memory: ${RUNS} sequences, ${tally.steps} steps, ${tally.refused} refused`, tally.byKind);
});

it(`keeps a household's books whole with two editors taking turns, over ${HOUSEHOLD_RUNS} sequences`, async () => {
  const tally = await checkLedgerProperty(async () => householdBooks(PROPERTY_NOW), {
    runs: HOUSEHOLD_RUNS,
    seed: SEED + 1,
  });
  console.log(`household in memory: ${HOUSEHOLD_RUNS} sequences, ${tally.steps} steps, ${tally.refused} refused`);
});
