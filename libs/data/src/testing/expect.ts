import { DataError, type DataErrorCode } from '@pitaka/platform';
import type { DataScope } from '../lib/store';
import { snapshotUserTree } from './emulator';

/** The promise rejects with a DataError of that code and exactly that message. */
export async function expectRefusal(promise: Promise<unknown>, message: string, code: DataErrorCode = 'refused') {
  const error = await promise.then(
    () => new Error('expected a refusal, but the command succeeded'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DataError);
  const { code: gotCode, message: gotMessage } = error as DataError;
  expect({ code: gotCode, message: gotMessage }).toEqual({ code, message });
}

/** Runs `run` (typically a refusal) and checks that the user's whole tree is exactly as before. */
export async function expectNothingWritten(scope: DataScope, run: () => Promise<void>) {
  const before = await snapshotUserTree(scope);
  await run();
  expect(await snapshotUserTree(scope)).toEqual(before);
}
