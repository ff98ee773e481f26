import { MESSAGE_CATALOGUES } from './groups';
import { loadMessageTranslations, type MessageGroup } from './translations';

it.each(Object.keys(MESSAGE_CATALOGUES) as MessageGroup[])(
  'downloads the Filipino of the %s group from its own catalogue',
  async (group) => {
    const [translations, catalogue] = await Promise.all([
      loadMessageTranslations('fil'),
      MESSAGE_CATALOGUES[group].fil(),
    ]);
    expect(Object.keys(translations[group]).length).toBeGreaterThan(0);
    expect(translations[group]).toEqual(catalogue.default);
  },
);

it('has a group for every catalogue and no other', async () => {
  expect(Object.keys(await loadMessageTranslations('fil')).sort()).toEqual(Object.keys(MESSAGE_CATALOGUES).sort());
});
