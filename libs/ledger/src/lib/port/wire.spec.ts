import { fromWire, toWire } from './wire';

const through = (value: unknown) => fromWire(JSON.parse(JSON.stringify(toWire(value))));

describe('the wire', () => {
  it('carries dates, nested, as dates', () => {
    const at = new Date('2026-11-28T02:00:00Z');
    expect(through({ date: at, rows: [{ due: at }] })).toEqual({ date: at, rows: [{ due: at }] });
  });

  it('carries an invalid date as an invalid date, and NaN and infinities as themselves (not null)', () => {
    const sent = through({ date: new Date(Number.NaN), amount: Number.NaN, fee: Infinity, less: -Infinity });
    expect(Number.isNaN((sent as { date: Date }).date.getTime())).toBe(true);
    expect(sent).toMatchObject({ amount: Number.NaN, fee: Infinity, less: -Infinity });
  });

  it('leaves out what is undefined, as JSON does', () => {
    expect(through({ a: 1, b: undefined })).toEqual({ a: 1 });
  });
});
