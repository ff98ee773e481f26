import { moneyProps, textLineProps } from './form-fields';

const form = { values: { note: 'Rent', amount: '2500' }, set: jest.fn(), error: null };

it('gives a line of text the longest text the validators take (TEXT_MAX_LENGTH)', () => {
  expect(textLineProps(form, 'note')).toMatchObject({ maxLength: 200, value: 'Rent' });
});

it('gives a money input its currency, and 0.00 to show the format while it is empty', () => {
  expect(moneyProps(form, 'amount', '₱')).toMatchObject({ currencySymbol: '₱', placeholder: '0.00', value: '2500' });
});
