import { passwordChecklist, passwordMeetsRules, validateSignUp } from './password';

const view = (password: string, confirm: string) =>
  passwordChecklist(password, confirm).map((i) => `${i.met ? '✓' : '✗'} ${i.label}`);

describe('passwordChecklist', () => {
  it.each([
    ['', '', ['✗ At least 6 characters', '✗ Contains an uppercase letter', '✗ Contains a number']],
    ['abc', '', ['✗ At least 6 characters', '✗ Contains an uppercase letter', '✗ Contains a number']],
    ['abcdef', '', ['✓ At least 6 characters', '✗ Contains an uppercase letter', '✗ Contains a number']],
    ['Abcdef', '', ['✓ At least 6 characters', '✓ Contains an uppercase letter', '✗ Contains a number']],
    ['Ab1', 'Ab1', ['✗ At least 6 characters', '✓ Contains an uppercase letter', '✓ Contains a number']],
    [
      'Abcde1',
      '',
      ['✓ At least 6 characters', '✓ Contains an uppercase letter', '✓ Contains a number', '✗ Passwords match'],
    ],
    [
      'Abcde1',
      'Abcde',
      ['✓ At least 6 characters', '✓ Contains an uppercase letter', '✓ Contains a number', '✗ Passwords match'],
    ],
    [
      'Abcde1',
      'Abcde1',
      [
        '✓ At least 6 characters',
        '✓ Contains an uppercase letter',
        '✓ Contains a number',
        '✓ Passwords match',
        '✓ Password meets requirements',
      ],
    ],
    [
      'ñandÚ9',
      'ñandÚ9',
      [
        '✓ At least 6 characters',
        '✓ Contains an uppercase letter',
        '✓ Contains a number',
        '✓ Passwords match',
        '✓ Password meets requirements',
      ],
    ],
  ])('%p / %p', (password, confirm, expected) => {
    expect(view(password, confirm)).toEqual(expected);
  });
});

describe('passwordMeetsRules', () => {
  it.each([
    ['Abcde1', true],
    ['ABCDE1', true],
    ['abcde1', false],
    ['Abcdef', false],
    ['Abc1', false],
    ['Abcd１2', true],
  ])('%p -> %p', (password, expected) => {
    expect(passwordMeetsRules(password)).toBe(expected);
  });
});

describe('validateSignUp', () => {
  it.each([
    ['Abcde1', 'Abcde2', 'confirmPassword', 'Passwords do not match'],
    ['Abcde1', '', 'confirmPassword', 'Passwords do not match'],
    ['', '', 'confirmPassword', 'Passwords do not match'],
    ['abc', 'abc', 'password', 'Password does not meet all requirements'],
    ['abcdef1', 'abcdef1', 'password', 'Password does not meet all requirements'],
    ['weak', 'other', 'confirmPassword', 'Passwords do not match'],
  ])('%p / %p -> %p: %p', (password, confirmPassword, field, message) => {
    expect(validateSignUp({ password, confirmPassword })).toEqual({ ok: false, field, message });
  });

  it('passes the input through when both rules are met', () => {
    const input = { password: 'Abcde1', confirmPassword: 'Abcde1' };
    expect(validateSignUp(input)).toEqual({ ok: true, value: input });
  });
});
