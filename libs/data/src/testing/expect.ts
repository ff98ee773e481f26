import { DataError, type DataErrorCode } from '../lib/errors';

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
