import { formatCompactIn } from '@pitaka/domain';
import { moneyAxis, monthlyChart } from './chart-options';

describe('monthlyChart', () => {
  const pesos = moneyAxis((major) => formatCompactIn(major, 'PHP'));

  it("labels each month in the page's language", () => {
    const months = ['2026-09', '2026-10', '2026-11', '2026-12'];
    expect(monthlyChart('bar', months, 'fil', [], pesos).data.labels).toEqual(['Set', 'Okt', 'Nob', 'Dis']);
    expect(monthlyChart('line', months, 'en', [], pesos).data.labels).toEqual(['Sep', 'Oct', 'Nov', 'Dec']);
  });

  it('labels its value axis in the currency it is given', () => {
    const dirhams = moneyAxis((major) => formatCompactIn(major, 'AED'));
    expect([pesos.ticks.callback(4200), dirhams.ticks.callback('1300')]).toEqual(['₱4.2K', 'AED\u00a01.3K']);
  });
});
