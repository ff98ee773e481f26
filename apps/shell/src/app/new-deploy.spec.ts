import { failedChunkUrl, isFromOlderDeploy, manifestFiles, reloadForNewDeploy } from './new-deploy';

const MANIFEST = {
  exposes: [
    { name: 'Routes', assets: { js: { sync: ['831.f78d04cc0b76e37b.js'], async: ['382.759e46f779555284.js'] } } },
  ],
  shared: [{ name: 'react', assets: { js: { sync: ['41.52bd38a1c5740f6b.js'], async: [] } } }],
};

function chunkLoadError(request: string) {
  return Object.assign(new Error(`Loading chunk 831 failed. (missing: ${request})`), {
    name: 'ChunkLoadError',
    request,
  });
}

describe('failedChunkUrl', () => {
  it('finds the file of a ChunkLoadError, also when wrapped', () => {
    const url = 'https://pitaka-debt.web.app/831.f78d04cc0b76e37b.js';
    expect(failedChunkUrl(chunkLoadError(url))).toBe(url);
    expect(failedChunkUrl(new Error('RUNTIME-008', { cause: chunkLoadError(url) }))).toBe(url);
    expect(failedChunkUrl(new Error('render failed'))).toBeNull();
  });
});

describe('manifestFiles', () => {
  it('lists the exposed and shared modules\u2019 files, and nothing from a malformed manifest', () => {
    expect([...manifestFiles(MANIFEST)]).toEqual([
      '831.f78d04cc0b76e37b.js',
      '382.759e46f779555284.js',
      '41.52bd38a1c5740f6b.js',
    ]);
    expect(manifestFiles({ exposes: 'x' }).size).toBe(0);
    expect(manifestFiles(null).size).toBe(0);
  });
});

describe('isFromOlderDeploy', () => {
  const manifestUrl = 'https://pitaka-debt.web.app/mf-manifest.json';
  const answer = (response: Response | Error) =>
    jest.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      if (response instanceof Error) throw response;
      return response;
    });
  afterEach(() => jest.restoreAllMocks());

  it('is true for a file the deployed manifest no longer names, read without the HTTP cache', async () => {
    const fetched = answer(new Response(JSON.stringify(MANIFEST)));
    const gone = chunkLoadError('https://pitaka-debt.web.app/999.0000000000000000.js');
    expect(await isFromOlderDeploy(gone, manifestUrl)).toBe(true);
    expect(fetched).toHaveBeenCalledWith(manifestUrl, { cache: 'no-store' });
  });

  it.each([
    [
      'a file still deployed (an outage)',
      chunkLoadError('https://pitaka-debt.web.app/831.f78d04cc0b76e37b.js'),
      new Response(JSON.stringify(MANIFEST)),
    ],
    ['an error that is not a file load', new Error('render failed'), new Response(JSON.stringify(MANIFEST))],
    ['a manifest that cannot be read (offline)', chunkLoadError('https://x/1.js'), new TypeError('Failed to fetch')],
    ['a remote that answers with an error', chunkLoadError('https://x/1.js'), new Response('', { status: 503 })],
  ])('is false for %s', async (_, error, response) => {
    answer(response);
    expect(await isFromOlderDeploy(error, manifestUrl)).toBe(false);
  });
});

describe('reloadForNewDeploy', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('reloads once, and not again within a minute', () => {
    const reload = jest.fn();
    expect(reloadForNewDeploy(1_000_000, reload)).toBe(true);
    expect(reloadForNewDeploy(1_030_000, reload)).toBe(false);
    expect(reloadForNewDeploy(1_061_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
