import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { defineCatalogue, loadCatalogues, type CatalogueSources } from './catalogue';
import english from './fixtures/probe.en.messages.json';
import { chooseLanguage } from './language';

type ProbeKey = keyof typeof english;

function probeCatalogue(fil: CatalogueSources<ProbeKey>['fil'] = () => import('./fixtures/probe.fil.messages.json')) {
  const download = jest.fn(fil);
  return { catalogue: defineCatalogue<ProbeKey>({ en: english, fil: download }), download };
}

function Probe({ catalogue, count }: { catalogue: ReturnType<typeof probeCatalogue>['catalogue']; count: number }) {
  const text = catalogue.useText();
  return (
    <p>
      {text('greeting', { name: 'Lola Nena' })} {text('numbers', { count })}
    </p>
  );
}

function show(catalogue: ReturnType<typeof probeCatalogue>['catalogue'], count = 1) {
  return render(
    <Suspense fallback={<p>Loading…</p>}>
      <Probe catalogue={catalogue} count={count} />
    </Suspense>,
  );
}

afterEach(() => {
  localStorage.clear();
  document.documentElement.lang = '';
});

describe('defineCatalogue', () => {
  it('shows English at once, with its placeholders and plurals, downloading nothing', () => {
    const { catalogue, download } = probeCatalogue();
    show(catalogue, 4);
    expect(screen.getByText('Hello, Lola Nena! 4 numbers')).toBeInTheDocument();
    expect(download).not.toHaveBeenCalled();
  });

  it('downloads Filipino when it is chosen, and shows it with the Filipino plural rules', async () => {
    const { catalogue, download } = probeCatalogue();
    const { rerender } = show(catalogue, 1);
    act(() => chooseLanguage('fil'));
    expect(await screen.findByText('Kumusta, Lola Nena! 1 numero')).toBeInTheDocument();
    rerender(
      <Suspense fallback={<p>Loading…</p>}>
        <Probe catalogue={catalogue} count={4} />
      </Suspense>,
    );
    // Filipino counts 4, 6 and 9 apart ("4 na numero"), not as English does.
    expect(screen.getByText('Kumusta, Lola Nena! 4 na numero')).toBeInTheDocument();
    expect(download).toHaveBeenCalledTimes(1);
  });

  it('switches back to English without downloading again', async () => {
    const { catalogue, download } = probeCatalogue();
    show(catalogue);
    act(() => chooseLanguage('fil'));
    await screen.findByText(/Kumusta/);
    act(() => chooseLanguage('en'));
    expect(await screen.findByText('Hello, Lola Nena! 1 number')).toBeInTheDocument();
    act(() => chooseLanguage('fil'));
    expect(await screen.findByText(/Kumusta/)).toBeInTheDocument();
    expect(download).toHaveBeenCalledTimes(1);
  });

  it('tries a failed download again at the next use', async () => {
    let attempts = 0;
    const { catalogue } = probeCatalogue(() => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('offline')) : import('./fixtures/probe.fil.messages.json');
    });
    await expect(catalogue.load('fil')).rejects.toThrow('offline');
    const text = await catalogue.load('fil');
    expect(text('greeting', { name: 'Ana' })).toBe('Kumusta, Ana!');
  });

  it('gives the texts of a language outside React, and loads every catalogue of the app at once', async () => {
    const first = probeCatalogue();
    const second = probeCatalogue();
    await loadCatalogues('fil');
    expect(first.download).toHaveBeenCalledTimes(1);
    expect(second.download).toHaveBeenCalledTimes(1);
    const text = await first.catalogue.load('en');
    expect(text('numbers', { count: 2 })).toBe('2 numbers');
  });
});
