import { parseRuntimeConfig, RuntimeConfigError } from './runtime-config';

describe('parseRuntimeConfig', () => {
  it('accepts a config with firebase options and remotes', () => {
    const config = parseRuntimeConfig({
      firebase: { apiKey: 'k', projectId: 'demo-pitaka' },
      emulators: { auth: '127.0.0.1:9099' },
      remotes: { debt: 'http://localhost:4203/mf-manifest.json' },
    });
    expect(config.remotes['debt']).toBe('http://localhost:4203/mf-manifest.json');
    expect(config.emulators?.auth).toBe('127.0.0.1:9099');
  });

  it('defaults remotes to none', () => {
    expect(parseRuntimeConfig({ firebase: { apiKey: 'k' } }).remotes).toEqual({});
  });

  it.each([[null], ['text'], [{}], [{ firebase: {} }], [{ firebase: { apiKey: 'k' }, remotes: 3 }]])(
    'rejects %p',
    (value) => {
      expect(() => parseRuntimeConfig(value)).toThrow(RuntimeConfigError);
    },
  );
});
