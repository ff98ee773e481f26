import { DomainError, assertValid, isDomainError } from './domain-error';

it('carries the exact user-visible message', () => {
  const error = new DomainError('Account name is required');
  expect(error).toBeInstanceOf(Error);
  expect(error.message).toBe('Account name is required');
  expect(error.name).toBe('DomainError');
  expect(isDomainError(error)).toBe(true);
  expect(isDomainError(new Error('x'))).toBe(false);
});

it('assertValid returns the value of a passed check and throws the message of a failed one', () => {
  expect(assertValid({ ok: true, value: { amount: 5 } })).toEqual({ amount: 5 });
  const failed = { ok: false, field: 'accountId', message: 'Please select an account' } as const;
  expect(() => assertValid(failed)).toThrow(new DomainError('Please select an account'));
  expect(() => assertValid({ ...failed, reason: 'insufficientFunds' })).toThrow(DomainError);
});

it('recognises a DomainError thrown by another copy of this lib (each app bundles its own)', () => {
  class OtherCopy extends Error {
    override readonly name = 'DomainError';
  }
  expect(isDomainError(new OtherCopy('Please select an account'))).toBe(true);
  expect(isDomainError({ name: 'DomainError', message: 'not an error' })).toBe(false);
});
