import fc from 'fast-check';
import {
  EMPTY_DUE_SELECTION,
  canSelectDue,
  coverage,
  dueItems,
  dueSchedule,
  dueTotals,
  thisWeekEnd,
  toggleDueSelection,
  DUE_WINDOW_DAYS,
  type DueItem,
  type DueSources,
} from './due';
import type { AccountRef, Debt, Paluwagan, RecurrenceRule, RecurringItem, RecurringOccurrence } from './model';
import { centavos, toCentavos, type Centavos } from './money';
import { occurrenceKey } from './recurrence';
import { DAY_MS, MANILA_MS, dayCount, keyOf, manilaAt as d, manilaIso as iso } from '../testing/manila-days';

const peso = (p: number) => toCentavos(p);

// Saturday 31 Jan 2026, mid-afternoon; the list looks through Saturday 28 Feb.
const TODAY = d(2026, 1, 31, 15);
const THROUGH = d(2026, 2, 28);

function paluwagan(
  id: string,
  weeks: [Date, boolean][],
  numbers: { date: Date; own: boolean; paid: boolean }[] = [],
): Paluwagan {
  return {
    id,
    name: `Paluwagan ${id}`,
    organizer: 'Aling Nena',
    description: '',
    startDate: d(2025, 12, 1),
    totalNumbers: numbers.length,
    amountPerNumber: peso(500),
    payoutPerNumber: peso(5000),
    numbers: numbers.map((n, i) => ({
      number: i + 1,
      payoutDate: n.date,
      isPaid: n.paid,
      isOwner: n.own,
      ownerName: n.own ? 'Me' : '',
    })),
    weeklyPayments: weeks.map(([dueDate, isPaid], i) => ({ weekNumber: i + 1, dueDate, isPaid, amount: peso(500) })),
  };
}

function debt(id: string, type: Debt['type'], payments: [Date, number, boolean][]): Debt {
  return {
    id,
    type,
    name: `Debt ${id}`,
    counterpartyName: 'Tito Ben',
    totalAmount: peso(payments.reduce((sum, [, p]) => sum + p, 0)),
    paymentSchedule: payments.map(([dueDate, p, isPaid]) => ({ dueDate, amount: peso(p), isPaid })),
  };
}

function recurring(id: string, rule: RecurrenceRule, overrides: Partial<RecurringItem> = {}): RecurringItem {
  return {
    id,
    name: `Bill ${id}`,
    type: 'expense',
    category: 'Utilities',
    accountId: 'bpi',
    amount: peso(1000),
    rule,
    startDate: d(2025, 11, 1),
    pauses: [],
    occurrences: {},
    ...overrides,
  };
}

const sources = (s: Partial<DueSources>): DueSources => ({ paluwagans: [], debts: [], recurring: [], ...s });
const brief = (items: DueItem[]) => items.map((i) => [i.id, iso(i.dueDate), i.status, i.flow, i.amount]);

describe('thisWeekEnd: today and the next 6 days', () => {
  it.each([
    [d(2026, 1, 31, 15), d(2026, 2, 6)],
    [d(2026, 1, 31), d(2026, 2, 6)],
    [d(2026, 12, 28, 23), d(2027, 1, 3)],
    [d(2026, 2, 25), d(2026, 3, 3)],
    [d(2028, 2, 25), d(2028, 3, 2)],
  ])('%p -> %p', (today, end) => {
    expect(thisWeekEnd(today)).toEqual(end);
  });

  it('the due window is 30 days', () => {
    expect(DUE_WINDOW_DAYS).toBe(30);
  });
});

describe('dueItems', () => {
  it.each<[string, Partial<DueSources>, unknown[][]]>([
    [
      'paluwagan weeks: unpaid through `through`, paid never',
      {
        paluwagans: [
          paluwagan('p', [
            [d(2025, 12, 28), false],
            [d(2026, 1, 4), true],
            [d(2026, 1, 31), false],
            [d(2026, 2, 1), false],
            [d(2026, 2, 8), true],
            [d(2026, 2, 28), false],
            [d(2026, 3, 1), false],
          ]),
        ],
      },
      [
        ['paluwagan-week:p:1', '2025-12-28', 'overdue', 'out', peso(500)],
        ['paluwagan-week:p:3', '2026-01-31', 'today', 'out', peso(500)],
        ['paluwagan-week:p:4', '2026-02-01', 'upcoming', 'out', peso(500)],
        ['paluwagan-week:p:6', '2026-02-28', 'upcoming', 'out', peso(500)],
      ],
    ],
    [
      'paluwagan payouts: own numbers not yet received',
      {
        paluwagans: [
          paluwagan(
            'p',
            [],
            [
              { date: d(2026, 1, 25), own: true, paid: false },
              { date: d(2026, 1, 31), own: false, paid: false },
              { date: d(2026, 2, 1), own: true, paid: true },
              { date: d(2026, 2, 8), own: true, paid: false },
              { date: d(2026, 3, 1), own: true, paid: false },
            ],
          ),
        ],
      },
      [
        ['paluwagan-payout:p:1', '2026-01-25', 'overdue', 'in', peso(5000)],
        ['paluwagan-payout:p:4', '2026-02-08', 'upcoming', 'in', peso(5000)],
      ],
    ],
    [
      'debts: owe is out, owed is in, overdue however old',
      {
        debts: [
          debt('owe', 'owe', [
            [d(2024, 6, 30), 100, false],
            [d(2025, 12, 31), 200, true],
            [d(2026, 1, 31), 300, false],
            [d(2026, 2, 28), 400, false],
            [d(2026, 3, 31), 500, false],
          ]),
          debt('owed', 'owed', [
            [d(2026, 1, 30), 150, false],
            [d(2026, 2, 1), 250, false],
          ]),
        ],
      },
      [
        ['debt-payment:owe:0', '2024-06-30', 'overdue', 'out', peso(100)],
        ['debt-payment:owed:0', '2026-01-30', 'overdue', 'in', peso(150)],
        ['debt-payment:owe:2', '2026-01-31', 'today', 'out', peso(300)],
        ['debt-payment:owed:1', '2026-02-01', 'upcoming', 'in', peso(250)],
        ['debt-payment:owe:3', '2026-02-28', 'upcoming', 'out', peso(400)],
      ],
    ],
    [
      'recurring monthly 31 around month ends: paid and skipped occurrences left out',
      {
        recurring: [
          recurring(
            'r',
            { kind: 'monthly', day: 31 },
            {
              occurrences: { '2025-12-31': { status: 'paid', amount: peso(990) }, '2025-11-30': { status: 'skipped' } },
            },
          ),
        ],
      },
      [
        [`recurring:r:${keyOf(2026, 1, 31)}`, '2026-01-31', 'today', 'out', peso(1000)],
        [`recurring:r:${keyOf(2026, 2, 28)}`, '2026-02-28', 'upcoming', 'out', peso(1000)],
      ],
    ],
    [
      'recurring income, varies: in, with a null amount',
      {
        recurring: [
          recurring('salary', { kind: 'kinsenas' }, { type: 'income', amount: null, startDate: d(2026, 1, 16) }),
        ],
      },
      [
        [`recurring:salary:${keyOf(2026, 1, 31)}`, '2026-01-31', 'today', 'in', null],
        [`recurring:salary:${keyOf(2026, 2, 15)}`, '2026-02-15', 'upcoming', 'in', null],
        [`recurring:salary:${keyOf(2026, 2, 28)}`, '2026-02-28', 'upcoming', 'in', null],
      ],
    ],
    [
      'recurring: nothing before the start date is overdue',
      { recurring: [recurring('new', { kind: 'monthly', day: 5 }, { startDate: d(2026, 1, 10) })] },
      [[`recurring:new:${keyOf(2026, 2, 5)}`, '2026-02-05', 'upcoming', 'out', peso(1000)]],
    ],
    [
      'recurring, paused since before today (open): the days before the pause stay overdue',
      {
        recurring: [recurring('gym', { kind: 'monthly', day: 20 }, { pauses: [{ from: d(2026, 1, 1) }] })],
      },
      [
        [`recurring:gym:${keyOf(2025, 11, 20)}`, '2025-11-20', 'overdue', 'out', peso(1000)],
        [`recurring:gym:${keyOf(2025, 12, 20)}`, '2025-12-20', 'overdue', 'out', peso(1000)],
      ],
    ],
    [
      'recurring, paused until 10 Feb: due again after',
      {
        recurring: [
          recurring(
            'gym',
            { kind: 'weekly', every: 1, weekday: 3 },
            {
              startDate: d(2026, 1, 20),
              pauses: [{ from: d(2026, 1, 26), until: d(2026, 2, 10) }],
            },
          ),
        ],
      },
      [
        [`recurring:gym:${keyOf(2026, 1, 21)}`, '2026-01-21', 'overdue', 'out', peso(1000)],
        [`recurring:gym:${keyOf(2026, 2, 11)}`, '2026-02-11', 'upcoming', 'out', peso(1000)],
        [`recurring:gym:${keyOf(2026, 2, 18)}`, '2026-02-18', 'upcoming', 'out', peso(1000)],
        [`recurring:gym:${keyOf(2026, 2, 25)}`, '2026-02-25', 'upcoming', 'out', peso(1000)],
      ],
    ],
    [
      'recurring, ended before today: only what was left unpaid',
      {
        recurring: [
          recurring(
            'old',
            { kind: 'monthly', day: 1 },
            {
              endDate: d(2026, 1, 1),
              occurrences: { '2025-11-01': { status: 'paid' }, '2025-12-01': { status: 'paid' } },
            },
          ),
        ],
      },
      [[`recurring:old:${keyOf(2026, 1, 1)}`, '2026-01-01', 'overdue', 'out', peso(1000)]],
    ],
  ])('%s', (_label, s, expected) => {
    expect(brief(dueItems(sources(s), TODAY, THROUGH))).toEqual(expected);
  });

  it('describes each item from its source', () => {
    const items = dueItems(
      sources({
        paluwagans: [paluwagan('p', [[d(2026, 2, 1), false]], [{ date: d(2026, 2, 1), own: true, paid: false }])],
        debts: [debt('loan', 'owe', [[d(2026, 2, 1), 700, false]])],
        recurring: [recurring('water', { kind: 'monthly', day: 1 }, { startDate: d(2026, 2, 1), category: 'Bills' })],
      }),
      TODAY,
      THROUGH,
    );
    const base = { dueDate: d(2026, 2, 1), status: 'upcoming' };
    expect(items).toEqual([
      {
        ...base,
        id: 'recurring:water:' + keyOf(2026, 2, 1),
        kind: 'recurring',
        flow: 'out',
        sourceId: 'water',
        sourceName: 'Bill water',
        key: keyOf(2026, 2, 1),
        amount: peso(1000),
        category: 'Bills',
        accountId: 'bpi',
      },
      {
        ...base,
        id: 'debt-payment:loan:0',
        kind: 'debt-payment',
        flow: 'out',
        sourceId: 'loan',
        sourceName: 'Debt loan',
        key: 0,
        amount: peso(700),
        category: 'Debt',
      },
      {
        ...base,
        id: 'paluwagan-week:p:1',
        kind: 'paluwagan-week',
        flow: 'out',
        sourceId: 'p',
        sourceName: 'Paluwagan p',
        key: 1,
        amount: peso(500),
        category: 'Paluwagan',
      },
      {
        ...base,
        id: 'paluwagan-payout:p:1',
        kind: 'paluwagan-payout',
        flow: 'in',
        sourceId: 'p',
        sourceName: 'Paluwagan p',
        key: 1,
        amount: peso(5000),
        category: 'Paluwagan',
      },
    ]);
    expect(items.filter((i) => i.kind !== 'recurring').some((i) => 'accountId' in i)).toBe(false);
  });

  it('orders by date, then out before in, then name, then key', () => {
    const a = debt('a', 'owe', [
      [d(2026, 2, 2), 1, false],
      [d(2026, 2, 2), 1, false],
    ]);
    const items = dueItems(
      sources({
        debts: [
          { ...debt('z', 'owed', [[d(2026, 2, 1), 1, false]]), name: 'Alpha' },
          { ...debt('y', 'owe', [[d(2026, 2, 1), 1, false]]), name: 'beta' },
          { ...debt('x', 'owe', [[d(2026, 2, 1), 1, false]]), name: 'Alpha' },
          { ...a, name: 'Same' },
          { ...debt('b', 'owe', [[d(2026, 2, 2), 1, false]]), name: 'Same' },
        ],
      }),
      TODAY,
      THROUGH,
    );
    expect(items.map((i) => i.id)).toEqual([
      'debt-payment:x:0',
      'debt-payment:y:0',
      'debt-payment:z:0',
      'debt-payment:a:0',
      'debt-payment:b:0',
      'debt-payment:a:1',
    ]);
  });

  it('is the same whatever the time of day today and through are given at', () => {
    const s = sources({
      debts: [
        debt('loan', 'owe', [
          [d(2026, 1, 31), 700, false],
          [d(2026, 2, 28), 700, false],
        ]),
      ],
      recurring: [recurring('r', { kind: 'kinsenas' })],
    });
    expect(dueItems(s, d(2026, 1, 31, 23), d(2026, 2, 28, 23))).toEqual(dueItems(s, d(2026, 1, 31), THROUGH));
  });

  // Random sources around a window of 60 days starting 40 days before today.
  const DAY_OFFSET = fc.integer({ min: -200, max: 100 });
  const SOURCE_NAME = fc.constantFrom('Meralco', 'meralco', 'BDO loan', 'Ate', 'Zoe', '');
  const arbitrarySources = (base: Date) => {
    const at = (n: number) => new Date(base.getTime() + n * DAY_MS);
    const paluwagans = fc.array(
      fc.tuple(
        SOURCE_NAME,
        fc.array(fc.tuple(DAY_OFFSET, fc.boolean()), { maxLength: 6 }),
        fc.array(fc.record({ date: DAY_OFFSET, own: fc.boolean(), paid: fc.boolean() }), { maxLength: 6 }),
      ),
      { maxLength: 3 },
    );
    const debts = fc.array(
      fc.tuple(
        SOURCE_NAME,
        fc.constantFrom<Debt['type']>('owe', 'owed'),
        fc.array(fc.tuple(DAY_OFFSET, fc.integer({ min: 1, max: 100_000 }), fc.boolean()), { maxLength: 6 }),
      ),
      { maxLength: 3 },
    );
    const rule = fc.oneof(
      fc.integer({ min: 1, max: 31 }).map((day): RecurrenceRule => ({ kind: 'monthly', day })),
      fc.constant<RecurrenceRule>({ kind: 'kinsenas' }),
      fc
        .tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 0, max: 6 }))
        .map(([every, weekday]): RecurrenceRule => ({ kind: 'weekly', every, weekday })),
    );
    const occurrence = fc.constantFrom<RecurringOccurrence>({ status: 'paid' }, { status: 'skipped' });
    const recurringItems = fc.array(
      fc.tuple(
        SOURCE_NAME,
        rule,
        DAY_OFFSET,
        fc.option(fc.integer({ min: 0, max: 100_000 })),
        fc.constantFrom<RecurringItem['type']>('expense', 'income'),
        fc.array(fc.tuple(DAY_OFFSET, occurrence), { maxLength: 6 }),
        fc.option(fc.tuple(DAY_OFFSET, fc.option(fc.integer({ min: 0, max: 60 })))),
      ),
      { maxLength: 3 },
    );
    return fc.tuple(paluwagans, debts, recurringItems).map(([ps, ds, rs]): DueSources => ({
      paluwagans: ps.map(([name, weeks, numbers], i) => ({
        ...paluwagan(
          `p${i}`,
          weeks.map(([n, paid]) => [at(n), paid]),
          numbers.map((x) => ({ ...x, date: at(x.date) })),
        ),
        name,
      })),
      debts: ds.map(([name, type, payments], i) => ({
        ...debt(
          `d${i}`,
          type,
          payments.map(([n, c, paid]) => [at(n), c / 100, paid]),
        ),
        name,
      })),
      recurring: rs.map(([name, r, start, amount, type, occurrences, pause], i) =>
        recurring(`r${i}`, r, {
          name,
          type,
          amount: amount === null ? null : centavos(amount),
          startDate: at(start),
          occurrences: Object.fromEntries(occurrences.map(([n, o]) => [occurrenceKey(at(n)), o])),
          pauses: pause
            ? [{ from: at(pause[0]), ...(pause[1] === null ? {} : { until: at(pause[0] + pause[1]) }) }]
            : [],
        }),
      ),
    }));
  };
  const NAMES = new Intl.Collator('en');
  const inOrder = (a: DueItem, b: DueItem) =>
    a.dueDate.getTime() < b.dueDate.getTime() ||
    (a.dueDate.getTime() === b.dueDate.getTime() &&
      ((a.flow === 'out' && b.flow === 'in') ||
        (a.flow === b.flow &&
          (NAMES.compare(a.sourceName, b.sourceName) < 0 ||
            (NAMES.compare(a.sourceName, b.sourceName) === 0 &&
              (a.key < b.key || (a.key === b.key && a.id < b.id)))))));

  it('is ordered, unique, within `through`, with statuses from today', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 60 }),
        arbitrarySources(d(2026, 2, 27)),
        (hour, ahead, s) => {
          const today = d(2026, 2, 27, hour);
          const through = d(2026, 2, 27 + ahead);
          const items = dueItems(s, today, through);
          expect(items.filter((x, i) => i > 0 && !inOrder(items[i - 1], x))).toEqual([]);
          expect(new Set(items.map((x) => x.id)).size).toBe(items.length);
          expect(items.filter((x) => dayCount(x.dueDate) > dayCount(through))).toEqual([]);
          const statusOf = (x: DueItem) =>
            dayCount(x.dueDate) < dayCount(today)
              ? 'overdue'
              : dayCount(x.dueDate) === dayCount(today)
                ? 'today'
                : 'upcoming';
          expect(items.filter((x) => x.status !== statusOf(x))).toEqual([]);
          expect(items.filter((x) => x.id !== `${x.kind}:${x.sourceId}:${x.key}`)).toEqual([]);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('lists exactly the unpaid rows through `through` (no paid row, nothing missing)', () => {
    fc.assert(
      fc.property(arbitrarySources(d(2026, 2, 27)), (s) => {
        const through = d(2026, 3, 28);
        const unpaid = (date: Date, paid: boolean) => !paid && dayCount(date) <= dayCount(through);
        const expected = [
          ...s.paluwagans.flatMap((p) => [
            ...p.weeklyPayments
              .filter((w) => unpaid(w.dueDate, w.isPaid))
              .map((w) => `paluwagan-week:${p.id}:${w.weekNumber}`),
            ...p.numbers
              .filter((n) => n.isOwner && unpaid(n.payoutDate, n.isPaid))
              .map((n) => `paluwagan-payout:${p.id}:${n.number}`),
          ]),
          ...s.debts.flatMap((x) =>
            x.paymentSchedule.flatMap((e, i) => (unpaid(e.dueDate, e.isPaid) ? [`debt-payment:${x.id}:${i}`] : [])),
          ),
          ...s.recurring.flatMap((r) => {
            const ids: string[] = [];
            // Walk every day from the start: due on the rule's days, unless stored, paused or later.
            for (let n = dayCount(r.startDate); n <= dayCount(through); n++) {
              const day = new Date(n * DAY_MS - MANILA_MS);
              const wall = new Date(n * DAY_MS);
              const last = new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth() + 1, 0)).getUTCDate();
              const date = wall.getUTCDate();
              const rule = r.rule;
              const falls =
                rule.kind === 'monthly'
                  ? date === Math.min(rule.day, last)
                  : rule.kind === 'kinsenas'
                    ? date === 15 || date === last
                    : // On the weekday, whole weeks after the first one on or after the start.
                      rule.kind === 'weekly' &&
                      wall.getUTCDay() === rule.weekday &&
                      Math.floor((n - dayCount(r.startDate)) / 7) % rule.every === 0;
              const paused = r.pauses.some(
                (p) => n >= dayCount(p.from) && (p.until === undefined || n < dayCount(p.until)),
              );
              if (falls && !paused && !r.occurrences[occurrenceKey(day)]) ids.push(`recurring:${r.id}:${n}`);
            }
            return ids;
          }),
        ];
        const items = dueItems(s, d(2026, 2, 27), through);
        expect(items.map((x) => x.id).sort()).toEqual(expected.sort());
      }),
      { numRuns: 300 },
    );
  });
});

describe('dueTotals', () => {
  const item = (id: string, flow: DueItem['flow'], dueDate: Date, amount: Centavos | null): DueItem => ({
    id,
    kind: 'recurring',
    flow,
    sourceId: id,
    sourceName: id,
    key: 0,
    dueDate,
    amount,
    category: 'Bills',
    status: 'upcoming',
  });

  it('sums out and in items overdue or due through today + 6, counts varies ones', () => {
    const items = [
      item('old', 'out', d(2024, 1, 1), peso(10)),
      item('yesterday', 'out', d(2026, 1, 30), peso(20.5)),
      item('today', 'out', d(2026, 1, 31), peso(30)),
      item('varies', 'out', d(2026, 2, 3), null),
      item('last day', 'out', d(2026, 2, 6), peso(40)),
      item('next week', 'out', d(2026, 2, 7), peso(1000)),
      item('payout', 'in', d(2026, 2, 1), peso(5000)),
      item('salary varies', 'in', d(2026, 2, 6), null),
      item('later salary', 'in', d(2026, 2, 7), peso(20_000)),
    ];
    expect(dueTotals(items, TODAY)).toEqual({
      dueThisWeek: peso(100.5),
      expectedInThisWeek: peso(5000),
      varies: 2,
    });
  });

  it('is zero for nothing', () => {
    expect(dueTotals([], TODAY)).toEqual({ dueThisWeek: 0, expectedInThisWeek: 0, varies: 0 });
  });

  it('items after this week never change the totals; the totals add up to the week items', () => {
    const ITEM = fc
      .tuple(fc.constantFrom<DueItem['flow']>('out', 'in'), fc.integer({ min: -400, max: 60 }), fc.option(fc.nat(1e9)))
      .map(([flow, n, c]) =>
        item(`${flow}${n}`, flow, new Date(TODAY.getTime() + n * DAY_MS), c === null ? null : centavos(c)),
      );
    fc.assert(
      fc.property(fc.array(ITEM, { maxLength: 30 }), (items) => {
        const totals = dueTotals(items, TODAY);
        const inWeek = items.filter((x) => dayCount(x.dueDate) - dayCount(TODAY) <= 6);
        expect(dueTotals(inWeek, TODAY)).toEqual(totals);
        const weekOnly = inWeek.filter((x) => x.amount !== null);
        expect(totals.dueThisWeek + totals.expectedInThisWeek).toBe(
          weekOnly.reduce((sum, x) => sum + (x.amount as number), 0),
        );
        expect(totals.varies + weekOnly.length).toBe(inWeek.length);
      }),
    );
  });
});

describe('coverage', () => {
  const BPI: AccountRef = { id: 'bpi', name: 'BPI', balance: peso(1000) };
  const GCASH: AccountRef = { id: 'gcash', name: 'GCash', balance: peso(500) };
  let count = 0;
  const out = (amount: number | null, accountId?: string, flow: DueItem['flow'] = 'out'): DueItem => ({
    id: `x:${count++}`,
    kind: accountId ? 'recurring' : 'paluwagan-week',
    flow,
    sourceId: 'x',
    sourceName: 'x',
    key: 0,
    dueDate: d(2026, 2, 1),
    amount: amount === null ? null : peso(amount),
    category: 'Bills',
    ...(accountId ? { accountId } : {}),
    status: 'upcoming',
  });

  it.each<[string, DueItem[], { account: AccountRef; short: Centavos }[], number]>([
    ['nothing due', [], [], 0],
    ['each account covers its own', [out(1000, 'bpi'), out(500, 'gcash')], [], 0],
    [
      'an account charged more than its balance',
      [out(800, 'bpi'), out(400.25, 'bpi')],
      [{ account: BPI, short: peso(200.25) }],
      0,
    ],
    ['unassigned paid from what is left', [out(300, 'bpi'), out(1200)], [], 0],
    ['unassigned beyond what is left', [out(300, 'bpi'), out(1000), out(250.5)], [], 50.5],
    [
      'a short account: the other accounts still pay the unassigned',
      [out(1500, 'bpi'), out(100)],
      [{ account: BPI, short: peso(500) }],
      0,
    ],
    [
      'a short account leaves nothing to the unassigned, the others fall short',
      [out(1500, 'bpi'), out(600)],
      [{ account: BPI, short: peso(500) }],
      100,
    ],
    ['an unknown account counts as unassigned', [out(1600, 'metrobank')], [], 100],
    ['money expected in does not pay', [out(2000, 'bpi', 'in'), out(1600), out(9999, undefined, 'in')], [], 100],
    ['a varies amount counts 0', [out(null, 'bpi'), out(null), out(1500)], [], 0],
  ])('%s', (_label, items, shortfalls, unassignedShort) => {
    expect(coverage(items, [BPI, GCASH])).toEqual({ shortfalls, unassignedShort: peso(unassignedShort) });
  });

  it('an account nothing is charged to is never short, even below zero', () => {
    const overdrawn: AccountRef = { id: 'card', name: 'Card', balance: peso(-300) };
    expect(coverage([out(100)], [overdrawn, BPI])).toEqual({ shortfalls: [], unassignedShort: 0 });
    expect(coverage([out(100, 'card')], [overdrawn])).toEqual({
      shortfalls: [{ account: overdrawn, short: peso(400) }],
      unassignedShort: 0,
    });
  });

  const ACCOUNTS = fc
    .array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 4 })
    .map((balances) => balances.map((b, i): AccountRef => ({ id: `a${i}`, name: `A${i}`, balance: centavos(b) })));
  const ITEMS = (accountIds: fc.Arbitrary<string | undefined>) =>
    fc.array(
      fc.tuple(
        fc.option(fc.integer({ min: 0, max: 500_000 })),
        accountIds,
        fc.constantFrom<DueItem['flow']>('out', 'in'),
      ),
      { maxLength: 12 },
    );
  const toItems = (raw: [number | null, string | undefined, DueItem['flow']][]) =>
    raw.map(([c, accountId, flow]) => out(c === null ? null : c / 100, accountId, flow));
  const total = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
  const outTotal = (items: DueItem[]) => total(items.map((i) => (i.flow === 'out' ? (i.amount ?? 0) : 0)));

  it('nothing is short when every balance alone could pay everything', () => {
    fc.assert(
      fc.property(ITEMS(fc.constantFrom(undefined, 'a0', 'a1', 'other')), ACCOUNTS, (raw, accounts) => {
        const items = toItems(raw);
        const rich = accounts.map((a) => ({ ...a, balance: centavos(outTotal(items)) }));
        expect(coverage(items, rich)).toEqual({ shortfalls: [], unassignedShort: 0 });
      }),
    );
  });

  it('with nothing assigned: short exactly by what the out items exceed all balances', () => {
    fc.assert(
      fc.property(ITEMS(fc.constant(undefined)), ACCOUNTS, (raw, accounts) => {
        const items = toItems(raw);
        const balances = total(accounts.map((a) => a.balance));
        const result = coverage(items, accounts);
        expect(result.shortfalls).toEqual([]);
        expect(result.unassignedShort).toBe(Math.max(0, outTotal(items) - balances));
        expect(result.unassignedShort === 0).toBe(outTotal(items) <= balances);
      }),
    );
  });

  it('with everything assigned: each account short by its own excess, in the order given', () => {
    fc.assert(
      fc.property(ITEMS(fc.constantFrom('a0', 'a1', 'a2', 'a3')), ACCOUNTS, (raw, accounts) => {
        const items = toItems(raw).filter((i) => accounts.some((a) => a.id === i.accountId));
        const expected = accounts.flatMap((account) => {
          const charged = outTotal(items.filter((i) => i.accountId === account.id));
          return charged > account.balance ? [{ account, short: charged - account.balance }] : [];
        });
        expect(coverage(items, accounts)).toEqual({ shortfalls: expected, unassignedShort: 0 });
      }),
    );
  });

  it('never shorter than the out total exceeds all balances; nothing short means all of it can be paid', () => {
    fc.assert(
      fc.property(ITEMS(fc.constantFrom(undefined, 'a0', 'a1', 'other')), ACCOUNTS, (raw, accounts) => {
        const items = toItems(raw);
        const { shortfalls, unassignedShort } = coverage(items, accounts);
        const short = total(shortfalls.map((s) => s.short)) + unassignedShort;
        const balances = total(accounts.map((a) => a.balance));
        expect(short).toBeGreaterThanOrEqual(outTotal(items) - balances);
        if (short === 0) expect(outTotal(items)).toBeLessThanOrEqual(balances);
        // Removing the 'in' items changes nothing.
        expect(
          coverage(
            items.filter((i) => i.flow === 'out'),
            accounts,
          ),
        ).toEqual({ shortfalls, unassignedShort });
      }),
    );
  });
});

describe('dueSchedule', () => {
  const sources: DueSources = {
    paluwagans: [paluwagan('p', [[d(2026, 2, 1), false]], [{ date: d(2026, 2, 8), own: true, paid: false }])],
    debts: [debt('owe', 'owe', [[d(2026, 2, 5), 100, false]]), debt('owed', 'owed', [[d(2026, 2, 6), 50, false]])],
    recurring: [
      recurring('fixed', { kind: 'monthly', day: 31 }, { startDate: d(2026, 1, 31), amount: peso(2500) }),
      recurring('varies', { kind: 'kinsenas' }, { startDate: d(2026, 1, 1), amount: null, type: 'income' }),
    ],
  };
  const items = dueItems(sources, TODAY, THROUGH);
  const scheduleOf = (id: string) => {
    const item = items.find((i) => i.id === id);
    if (!item) throw new Error(`no due item ${id}`);
    return dueSchedule(item, sources);
  };

  it.each([
    ['paluwagan-week:p:1', 'out', 1, false],
    ['paluwagan-payout:p:1', 'in', 1, false],
    ['debt-payment:owe:0', 'out', 1, false],
    ['debt-payment:owed:0', 'in', 1, false],
    [`recurring:fixed:${keyOf(2026, 1, 31)}`, 'out', 1, false],
    [`recurring:varies:${keyOf(2026, 1, 31)}`, 'in', 2, true],
  ])('gives %s the rows and the rules it is paid by', (id, flow, rows, asksAmount) => {
    const schedule = scheduleOf(id);
    expect(schedule).toMatchObject({ kind: { flow }, asksAmount });
    expect(schedule?.rows).toHaveLength(rows);
    const item = items.find((i) => i.id === id);
    expect(schedule?.rows.some((r) => r.key === item?.key && !r.isPaid)).toBe(true);
  });

  it('is null once the source is gone', () => {
    const [first] = items;
    expect(dueSchedule(first, { paluwagans: [], debts: [], recurring: [] })).toBeNull();
  });
});

describe('toggleDueSelection', () => {
  const item = (kind: DueItem['kind'], sourceId: string, key: number) => ({
    id: `${kind}:${sourceId}:${key}`,
    kind,
    sourceId,
  });
  const week1 = item('paluwagan-week', 'p', 1);
  const week2 = item('paluwagan-week', 'p', 2);
  const payout = item('paluwagan-payout', 'p', 1);
  const otherPaluwagan = item('paluwagan-week', 'q', 1);

  it('keeps to the schedule of the first ticked item until it is empty again', () => {
    const one = toggleDueSelection(EMPTY_DUE_SELECTION, week1);
    expect(one).toEqual({ schedule: { kind: 'paluwagan-week', sourceId: 'p' }, ids: [week1.id] });
    const two = toggleDueSelection(one, week2);
    expect(two.ids).toEqual([week1.id, week2.id]);
    expect(canSelectDue(two, payout)).toBe(false);
    expect(canSelectDue(two, otherPaluwagan)).toBe(false);
    expect(toggleDueSelection(two, payout)).toBe(two);
    const back = toggleDueSelection(toggleDueSelection(two, week1), week2);
    expect(back).toEqual(EMPTY_DUE_SELECTION);
    expect(canSelectDue(back, payout)).toBe(true);
  });

  it('never holds items of two schedules, whatever is ticked', () => {
    const items = [
      week1,
      week2,
      payout,
      otherPaluwagan,
      item('recurring', 'r', 20_000),
      item('recurring', 'r', 20_030),
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...items), { maxLength: 20 }), (clicks) => {
        const selection = clicks.reduce(toggleDueSelection, EMPTY_DUE_SELECTION);
        const chosen = items.filter((i) => selection.ids.includes(i.id));
        expect(new Set(chosen.map((i) => `${i.kind}:${i.sourceId}`)).size).toBeLessThanOrEqual(1);
        expect(new Set(selection.ids).size).toBe(selection.ids.length);
        expect(selection.schedule === null).toBe(selection.ids.length === 0);
      }),
    );
  });
});

describe('dueSchedule of several dates of one recurring item', () => {
  it('reaches the latest of them', () => {
    const bill = recurring('b', { kind: 'monthly', day: 31 }, { startDate: d(2026, 1, 31) });
    const sources: DueSources = { paluwagans: [], debts: [], recurring: [bill] };
    const [january, february] = dueItems(sources, TODAY, THROUGH);
    expect(dueSchedule(january, sources)?.rows.map((r) => r.key)).toEqual([january.key]);
    expect(dueSchedule(january, sources, february.dueDate)?.rows.map((r) => r.key)).toEqual([
      january.key,
      february.key,
    ]);
  });
});
