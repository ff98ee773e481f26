// The ledger property (libs/ledger/src/testing/ledger-property.ts says what it checks) through the
// emulators with the real rules: every command sent to the ledger callable in the Functions
// emulator, by name, as the app sends it; the whole imports and the rebuild as the server's jobs.
// The ledger lib runs many more of the same sequences in memory.
import { checkLedgerProperty, PROPERTY_NOW, type LedgerBooks } from '@pitaka/ledger/testing';
import { createTestUser } from '../../testing/emulator';
import { readRawState } from '../../testing/ledger-invariant';
import { isDataError } from '@pitaka/platform';
import { importStatement, rebuildSummaries, undoStatementImport } from './index';
import { COMMANDS, type Command, type CommandName } from '@pitaka/ledger';
import { callLedger } from './ledger-calls';
import type { DataScope } from './scope';

const NAMES = new Map<unknown, CommandName>(Object.entries(COMMANDS).map(([name, fn]) => [fn, name as CommandName]));

/** A command of the property's, sent to the server by its name (the payments described in English there). */
function onServer<I, O>(scope: DataScope, command: Command<I, O>, input: I): Promise<O> {
  const name = NAMES.get(command);
  if (!name) throw new Error('the server runs no such command');
  const { descriptions: _inEnglish, ...sent } = input as Record<string, unknown>;
  return callLedger(scope, name, sent as never, PROPERTY_NOW) as Promise<O>;
}

const RUNS = Number(process.env['LEDGER_RUNS'] ?? 200);
// Fixed, so that a run is the same on every machine: with a random seed, now and then no sequence
// reached a rare command (an unpayout needs a payout of number 2 or 4 before it) and the check that
// every kind moved money failed. LEDGER_SEED explores other sequences.
const SEED = Number(process.env['LEDGER_SEED'] ?? 20261128);
jest.setTimeout(900_000);

async function emulatorBooks(): Promise<LedgerBooks> {
  const c = await createTestUser('ledger');
  const { scope } = c;
  return {
    run: (command, input) => onServer(scope, command, input),
    importStatement: (input) => importStatement(scope, input),
    undoStatementImport: (importId) => undoStatementImport(scope, { importId }),
    rebuildSummaries: () => rebuildSummaries(scope),
    rawState: () => readRawState(c.db, c.uid),
    errorCode: (error) => (isDataError(error) ? error.code : String(error)),
    close: () => c.close(),
  };
}

it(`keeps every balance and every paid row equal to its transactions over ${RUNS} random sequences`, async () => {
  const tally = await checkLedgerProperty(emulatorBooks, { runs: RUNS, seed: SEED });
  console.log(`ledger: ${RUNS} sequences, ${tally.steps} steps, ${tally.refused} refused`, tally.byKind);
});
