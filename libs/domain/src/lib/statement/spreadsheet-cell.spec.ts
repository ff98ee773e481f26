import { spreadsheetText } from './spreadsheet-cell';

describe('spreadsheetText', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","Click")'],
    ['+cmd|" /C calc"!A0'],
    ['-2+3'],
    ['@SUM(A1:A2)'],
    ['\t=1+1'],
    ['\r=1+1'],
  ])('puts an apostrophe before %j', (text) => {
    expect(spreadsheetText(text)).toBe(`'${text}`);
  });

  it.each([['Jollibee'], ['Sweldo — Nov 15'], ['Piña 2 × 1'], [''], [' =not first']])('leaves %j as it is', (text) => {
    expect(spreadsheetText(text)).toBe(text);
  });
});
