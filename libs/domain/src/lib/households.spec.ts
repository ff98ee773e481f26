import {
  isEmailAddress,
  normalizeEmail,
  roleAllows,
  validateHouseholdName,
  validateInvite,
  type Need,
  type Role,
} from './households';

describe('roleAllows', () => {
  it.each<[Role, Need, boolean]>([
    ['viewer', 'member', true],
    ['viewer', 'editor', false],
    ['viewer', 'owner', false],
    ['editor', 'member', true],
    ['editor', 'editor', true],
    ['editor', 'owner', false],
    ['owner', 'member', true],
    ['owner', 'editor', true],
    ['owner', 'owner', true],
  ])('%s for what needs %s: %s', (role, need, allowed) => {
    expect(roleAllows(role, need)).toBe(allowed);
  });
});

describe('validateHouseholdName', () => {
  it.each([
    ['  Dela Cruz family ', { ok: true, value: 'Dela Cruz family' }],
    ['', { ok: false, field: 'name', message: 'Household name is required' }],
    ['   ', { ok: false, field: 'name', message: 'Household name is required' }],
    ['x'.repeat(60), { ok: true, value: 'x'.repeat(60) }],
    ['x'.repeat(61), { ok: false, field: 'name', message: 'Household name must be 60 characters or fewer' }],
  ])('%j', (name, expected) => {
    expect(validateHouseholdName(name)).toMatchObject(expected);
  });
});

describe('validateInvite', () => {
  it.each([
    [
      { email: ' Ana@Example.COM ', role: 'editor' },
      { ok: true, value: { email: 'ana@example.com', role: 'editor' } },
    ],
    [
      { email: '', role: 'editor' },
      { ok: false, field: 'email', message: 'Enter the e-mail address of the person to invite' },
    ],
    [
      { email: 'ana', role: 'editor' },
      { ok: false, field: 'email', message: 'Enter a valid e-mail address' },
    ],
    [
      { email: 'ana@example.com', role: 'admin' },
      { ok: false, field: 'role', message: 'Choose a role: owner, editor or viewer' },
    ],
  ])('%j', (input, expected) => {
    expect(validateInvite(input)).toMatchObject(expected);
  });
});

describe('e-mail addresses', () => {
  it.each([
    ['ana@example.com', true],
    ['ana.cruz+pitaka@mail.example.ph', true],
    ['ana@localhost', false],
    ['ana@@example.com', false],
    ['ana @example.com', false],
    ['@example.com', false],
    ['ana@example.', false],
    [`${'a'.repeat(250)}@x.ph`, false],
  ])('%s is an address: %s', (email, expected) => {
    expect(isEmailAddress(email)).toBe(expected);
  });

  it('compare in lower case without the spaces around them', () => {
    expect(normalizeEmail('  Ana@Example.COM ')).toBe('ana@example.com');
  });
});
