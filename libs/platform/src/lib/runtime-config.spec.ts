import { parseRuntimeConfig, RuntimeConfigError } from './runtime-config';

const FIREBASE = { apiKey: 'k', projectId: 'demo-pitaka' };

describe('parseRuntimeConfig', () => {
  it('reads firebase, the emulators and the remotes as written (the shell reads each registration)', () => {
    const debt = { entry: 'http://localhost:4203/mf-manifest.json', prefixes: ['/debt'] };
    const config = parseRuntimeConfig({
      firebase: FIREBASE,
      emulators: { auth: '127.0.0.1:9099' },
      remotes: { debt, broken: 3 },
    });
    expect(config.firebase).toEqual(FIREBASE);
    expect(config.emulators?.auth).toBe('127.0.0.1:9099');
    expect(config.remotes).toEqual({ debt, broken: 3 });
  });

  it('reads a config without remotes as none', () => {
    expect(parseRuntimeConfig({ firebase: FIREBASE }).remotes).toEqual({});
  });

  it.each([
    [null],
    ['text'],
    [{}],
    [{ firebase: {} }],
    [{ firebase: FIREBASE, remotes: 3 }],
    [{ firebase: FIREBASE, remotes: [] }],
  ])('refuses the whole config %p', (value) => {
    expect(() => parseRuntimeConfig(value)).toThrow(RuntimeConfigError);
  });
});
