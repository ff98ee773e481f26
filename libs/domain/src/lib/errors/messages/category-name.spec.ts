import { EXPENSE_CATEGORIES, INCOME_CATEGORIES, SYSTEM_CATEGORIES } from '../../lookups';
import english from './categories.en.messages.json';
import { categoryName } from './category-name';
import { loadMessageTranslations } from './translations';

it('names every category of the app by its catalogue key, the English name its own', () => {
  for (const category of [...EXPENSE_CATEGORIES, ...INCOME_CATEGORIES, ...SYSTEM_CATEGORIES]) {
    expect(categoryName(category)).toEqual({ message: category, ref: { group: 'categories', key: category } });
    expect(Object.keys(english)).toContain(category);
  }
});

it('shows any other name as stored, with nothing to translate', () => {
  expect(categoryName('Bills')).toEqual({ message: 'Bills' });
});

it('has the names in Filipino', async () => {
  const { categories } = await loadMessageTranslations('fil');
  expect(categories['Food']).toEqual(['Pagkain']); // compiled: a text in one part
});
