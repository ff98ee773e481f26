import { parseRuntimeConfig, RuntimeConfigError } from './runtime-config';

const FIREBASE = { apiKey: 'k', projectId: 'demo-pitaka' };
const FUNCTIONS = { region: 'asia-southeast1', ledger: 'ledger' };

describe('parseRuntimeConfig', () => {
  it('reads firebase, the emulators and the remotes as written (the shell reads each registration)', () => {
    const debt = { entry: 'http://localhost:4203/mf-manifest.json', prefixes: ['/debt'] };
    const config = parseRuntimeConfig({
      firebase: FIREBASE,
      functions: FUNCTIONS,
      emulators: { auth: '127.0.0.1:9099' },
      remotes: { debt, broken: 3 },
    });
    expect(config.firebase).toEqual(FIREBASE);
    expect(config.functions).toEqual(FUNCTIONS);
    expect(config.emulators?.auth).toBe('127.0.0.1:9099');
    expect(config.remotes).toEqual({ debt, broken: 3 });
  });

  it('reads a config without remotes as none', () => {
    expect(parseRuntimeConfig({ firebase: FIREBASE, functions: FUNCTIONS }).remotes).toEqual({});
  });

  it.each([
    [null],
    ['text'],
    [{}],
    [{ firebase: {} }],
    [{ firebase: FIREBASE }],
    [{ firebase: FIREBASE, functions: { region: 'asia-southeast1' } }],
    [{ firebase: FIREBASE, functions: FUNCTIONS, remotes: 3 }],
    [{ firebase: FIREBASE, functions: FUNCTIONS, remotes: [] }],
  ])('refuses the whole config %p', (value) => {
    expect(() => parseRuntimeConfig(value)).toThrow(RuntimeConfigError);
  });
});
