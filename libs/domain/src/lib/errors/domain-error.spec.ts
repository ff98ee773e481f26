import { DomainError, assertValid, isDomainError } from './domain-error';

it('carries the exact user-visible message', () => {
  const error = new DomainError('Account name is required');
  expect(error).toBeInstanceOf(Error);
  expect(error.message).toBe('Account name is required');
  expect(error.name).toBe('DomainError');
  expect(isDomainError(error)).toBe(true);
  expect(isDomainError(new Error('x'))).toBe(false);
});

it('assertValid throws for a message and passes for null', () => {
  expect(() => assertValid(null)).not.toThrow();
  expect(() => assertValid('Please select an account')).toThrow(new DomainError('Please select an account'));
});

it('recognises a DomainError thrown by another copy of this lib (each app bundles its own)', () => {
  class OtherCopy extends Error {
    override readonly name = 'DomainError';
  }
  expect(isDomainError(new OtherCopy('Please select an account'))).toBe(true);
  expect(isDomainError({ name: 'DomainError', message: 'not an error' })).toBe(false);
});
