import { monthlyChart } from './chart-options';

describe('monthlyChart', () => {
  it("labels each month in the page's language", () => {
    const months = ['2026-09', '2026-10', '2026-11', '2026-12'];
    expect(monthlyChart('bar', months, 'fil', []).data.labels).toEqual(['Set', 'Okt', 'Nob', 'Dis']);
    expect(monthlyChart('line', months, 'en', []).data.labels).toEqual(['Sep', 'Oct', 'Nov', 'Dec']);
  });
});
