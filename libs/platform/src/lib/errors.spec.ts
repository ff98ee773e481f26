import { DomainError, RECURRING } from '@pitaka/domain';
import { DataError, isDataError, toDataError, userMessage } from './errors';
import { parseEmulatorHost } from './firebase-app';

describe('DataError', () => {
  it('keeps DataErrors, turns DomainErrors into refusals and anything else into unexpected', () => {
    const refused = new DataError('refused', 'Please select an account');
    expect(toDataError(refused)).toBe(refused);
    expect(toDataError(new DomainError('Account name is required'))).toMatchObject({
      code: 'refused',
      message: 'Account name is required',
      name: 'DataError',
    });
    const firestore = Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' });
    const wrapped = toDataError(firestore);
    expect(wrapped).toMatchObject({ code: 'unexpected', cause: firestore });
    expect(toDataError('boom')).toMatchObject({ code: 'unexpected', message: 'boom' });
    expect(isDataError(wrapped)).toBe(true);
    expect(isDataError(firestore)).toBe(false);
  });

  it("carries a message's reference for the screens, from a DomainError or given itself", () => {
    expect(toDataError(new DomainError(RECURRING.notPaused))).toMatchObject({
      code: 'refused',
      message: RECURRING.notPaused.message,
      ref: RECURRING.notPaused.ref,
    });
    expect(new DataError('not-found', RECURRING.notFound)).toMatchObject({
      message: 'Recurring item not found',
      ref: { group: 'recurring', key: 'notFound' },
    });
    expect(new DataError('refused', 'English only').ref).toBeUndefined();
  });

  it('userMessage: the spec text for refusals and not-found, the page fallback otherwise', () => {
    expect(userMessage(new DataError('refused', 'Insufficient funds'), 'Failed to add transaction')).toBe(
      'Insufficient funds',
    );
    expect(userMessage(new DataError('not-found', 'Debt not found'), 'Failed to update debt')).toBe('Debt not found');
    expect(userMessage(new DataError('unexpected', 'HTTP 503'), 'Failed to add transaction')).toBe(
      'Failed to add transaction',
    );
    expect(userMessage(new Error('x'), 'Failed to load data')).toBe('Failed to load data');
  });
});

describe('parseEmulatorHost', () => {
  it.each([
    ['127.0.0.1:8080', { host: '127.0.0.1', port: 8080 }],
    ['localhost:9', { host: 'localhost', port: 9 }],
    ['[::1]:8580', { host: '::1', port: 8580 }],
  ])('%s', (value, expected) => {
    expect(parseEmulatorHost(value)).toEqual(expected);
  });
  it.each(['8080', ':8080', 'host:', 'host:x'])('rejects %p', (value) => {
    expect(() => parseEmulatorHost(value)).toThrow();
  });
});
