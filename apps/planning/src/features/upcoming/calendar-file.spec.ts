/**
 * @jest-environment node
 */
// The calendar export, read back with a real iCalendar parser (Mozilla's ical.js), never a regex.
// Fixtures are instants written in UTC, so nothing here depends on the device's zone; the last
// block reruns this file under a zone west of Manila, where a device-zone date would be a day early.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import ICAL from 'ical.js';
import { toCentavos, type DueItem } from '@pitaka/domain';
import {
  DUE_CALENDAR_NAME,
  dueCalendar,
  dueCalendarFileName,
  dueEventUid,
  dueItemCalendar,
  dueItemCalendarFileName,
} from './calendar-file';

const NOW = new Date('2026-11-25T03:04:05Z');
const LATER = new Date('2026-11-27T09:30:00Z');

function item(overrides: Partial<DueItem> & Pick<DueItem, 'kind' | 'sourceId' | 'key'>): DueItem {
  const { kind, sourceId, key } = overrides;
  return {
    id: `${kind}:${sourceId}:${key}`,
    flow: 'out',
    sourceName: 'Meralco',
    dueDate: new Date('2026-11-30T16:00:00Z'), // Manila midnight of 2026-12-01
    amount: toCentavos(2500),
    category: 'Utilities',
    status: 'upcoming',
    ...overrides,
  };
}

const meralco = item({ kind: 'recurring', sourceId: 'bill-meralco', key: 20788 });
const salary = item({
  kind: 'recurring',
  sourceId: 'salary',
  key: 20787,
  flow: 'in',
  sourceName: 'Salary',
  category: 'Salary',
  amount: toCentavos(15000),
  dueDate: new Date('2026-11-29T16:00:00Z'), // 2026-11-30
  status: 'today',
});
const water = item({
  kind: 'recurring',
  sourceId: 'bill-water',
  key: 20788,
  sourceName: 'Maynilad',
  amount: null,
});
const week = item({
  kind: 'paluwagan-week',
  sourceId: 'pal-office',
  key: 3,
  sourceName: 'Office',
  category: 'Paluwagan',
  amount: toCentavos(500),
  dueDate: new Date('2026-11-20T16:00:00Z'), // 2026-11-21, overdue
  status: 'overdue',
});
const payout = item({
  kind: 'paluwagan-payout',
  sourceId: 'pal-office',
  key: 2,
  flow: 'in',
  sourceName: 'Office',
  category: 'Paluwagan',
  amount: toCentavos(5000),
  dueDate: new Date('2026-12-31T16:00:00Z'), // 2027-01-01: a year boundary
});
const laptop = item({
  kind: 'debt-payment',
  sourceId: 'debt-laptop',
  key: 1,
  sourceName: 'Laptop',
  category: 'Debt',
  amount: toCentavos(3000),
  dueDate: new Date('2026-12-14T16:00:00Z'), // 2026-12-15
});

const ITEMS = [week, salary, meralco, water, laptop, payout];

function parse(text: string): ICAL.Component {
  return new ICAL.Component(ICAL.parse(text));
}

function events(text: string): ICAL.Component[] {
  return parse(text).getAllSubcomponents('vevent');
}

function text(component: ICAL.Component, name: string): string {
  return String(component.getFirstPropertyValue(name));
}

/** A DATE property's day, or a failure naming what it was instead. */
function dateOf(component: ICAL.Component, name: string): string {
  const property = component.getFirstProperty(name);
  const value = property?.getFirstValue();
  if (!(value instanceof ICAL.Time)) throw new Error(`${name} is missing`);
  if (property?.type !== 'date' || !value.isDate)
    throw new Error(`${name} is a ${property?.type}: ${value.toString()}`);
  return value.toString();
}

function byUid(text: string): Map<string, ICAL.Component> {
  return new Map(events(text).map((event) => [String(event.getFirstPropertyValue('uid')), event]));
}

describe('dueCalendar', () => {
  it('is an iCalendar 2.0 calendar named "Pitaka: due items" with one event per item', () => {
    const calendar = parse(dueCalendar(ITEMS, { now: NOW }));

    expect(calendar.name).toBe('vcalendar');
    expect(text(calendar, 'version')).toBe('2.0');
    expect(text(calendar, 'prodid')).toBe('-//Pitaka//Due items//EN');
    expect(text(calendar, 'x-wr-calname')).toBe(DUE_CALENDAR_NAME);
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(ITEMS.length);
  });

  it('puts each item on its Manila calendar day as an all-day event (DATE values, end the next day)', () => {
    const days = events(dueCalendar(ITEMS, { now: NOW })).map((event) => ({
      summary: text(event, 'summary'),
      start: dateOf(event, 'dtstart'),
      end: dateOf(event, 'dtend'),
    }));

    expect(days).toEqual([
      { summary: 'Pay ₱500.00 — Office', start: '2026-11-21', end: '2026-11-22' },
      { summary: 'Receive ₱15,000.00 — Salary', start: '2026-11-30', end: '2026-12-01' },
      // Due 2026-11-30T16:00Z: in UTC (or any zone west of Manila) that instant is still 30 November.
      { summary: 'Pay ₱2,500.00 — Meralco', start: '2026-12-01', end: '2026-12-02' },
      { summary: 'Pay (amount varies) — Maynilad', start: '2026-12-01', end: '2026-12-02' },
      { summary: 'Pay ₱3,000.00 — Laptop', start: '2026-12-15', end: '2026-12-16' },
      { summary: 'Receive ₱5,000.00 — Office', start: '2027-01-01', end: '2027-01-02' },
    ]);
  });

  it('uses the Manila day of any instant in it, from its first to its last second', () => {
    const first = item({ kind: 'recurring', sourceId: 'a', key: 1, dueDate: new Date('2026-11-30T16:00:00Z') });
    const last = item({ kind: 'recurring', sourceId: 'b', key: 1, dueDate: new Date('2026-12-01T15:59:59Z') });

    const starts = events(dueCalendar([first, last], { now: NOW })).map((event) => dateOf(event, 'dtstart'));

    expect(starts).toEqual(['2026-12-01', '2026-12-01']);
  });

  it('stamps every event with the time of the export (DTSTAMP, UTC)', () => {
    const stamps = events(dueCalendar(ITEMS, { now: NOW })).map((event) => {
      const stamp = event.getFirstPropertyValue('dtstamp') as ICAL.Time;
      return `${stamp.toString()} ${stamp.zone?.tzid}`;
    });

    expect(stamps).toEqual(ITEMS.map(() => '2026-11-25T03:04:05Z UTC'));
  });

  it('gives every item a UID of its own, derived from its id and kept across exports', () => {
    const first = byUid(dueCalendar(ITEMS, { now: NOW }));
    // Later, with an amount changed and the items in another order: a re-import updates the events.
    const changed = ITEMS.map((i) => (i === meralco ? { ...i, amount: toCentavos(2750) } : i)).reverse();
    const second = byUid(dueCalendar(changed, { now: LATER }));

    expect(first.size).toBe(ITEMS.length);
    expect([...second.keys()].sort()).toEqual([...first.keys()].sort());
    expect([...first.keys()]).toEqual(ITEMS.map(dueEventUid));
    expect(text(second.get(dueEventUid(meralco)) as ICAL.Component, 'summary')).toBe('Pay ₱2,750.00 — Meralco');
  });

  it("writes the id percent-encoded before '@pitaka.app', so nothing in a source id can break the UID", () => {
    const odd = item({ kind: 'recurring', sourceId: 'a:b,c;d@e f', key: 20788 });
    const uids = [...byUid(dueCalendar([meralco, odd], { now: NOW })).keys()];

    expect(uids).toEqual([
      'recurring%3Abill-meralco%3A20788@pitaka.app',
      'recurring%3Aa%3Ab%2Cc%3Bd%40e%20f%3A20788@pitaka.app',
    ]);
    expect(uids.map((u) => decodeURIComponent(u.slice(0, u.lastIndexOf('@'))))).toEqual([meralco.id, odd.id]);
  });

  it('says what to pay or receive, how much and for what', () => {
    const described = events(dueCalendar(ITEMS, { now: NOW })).map((event) => [
      text(event, 'summary'),
      text(event, 'description'),
    ]);

    expect(described).toEqual([
      ['Pay ₱500.00 — Office', 'Amount: ₱500.00\nPaluwagan: Office, week 3\nFrom Pitaka'],
      ['Receive ₱15,000.00 — Salary', 'Amount: ₱15,000.00\nExpected income: Salary · Category: Salary\nFrom Pitaka'],
      ['Pay ₱2,500.00 — Meralco', 'Amount: ₱2,500.00\nBill: Meralco · Category: Utilities\nFrom Pitaka'],
      [
        'Pay (amount varies) — Maynilad',
        'Amount: varies (enter it when you pay)\nBill: Maynilad · Category: Utilities\nFrom Pitaka',
      ],
      ['Pay ₱3,000.00 — Laptop', 'Amount: ₱3,000.00\nDebt: Laptop, payment 2\nFrom Pitaka'],
      ['Receive ₱5,000.00 — Office', 'Amount: ₱5,000.00\nPaluwagan: Office, payout for number 2\nFrom Pitaka'],
    ]);
  });

  it('keeps a name with commas, semicolons, backslashes, new lines and emoji intact', () => {
    const name =
      'Tita Baby, "Sari-Sari"; C:\\Store\nline two 🎉👨‍👩‍👧 Ñiño — and a name long enough to be folded twice over ₱₱₱';
    const odd = item({ kind: 'debt-payment', sourceId: 'debt-odd', key: 0, sourceName: name, category: 'Debt' });

    const output = dueCalendar([odd], { now: NOW });
    const [event] = events(output);

    expect(text(event, 'summary')).toBe(`Pay ₱2,500.00 — ${name}`);
    expect(text(event, 'description')).toBe(`Amount: ₱2,500.00\nDebt: ${name}, payment 1\nFrom Pitaka`);
    // RFC 5545 3.1: CRLF line ends, no line longer than 75 octets, and the text is valid UTF-8.
    const lines = output.split('\r\n');
    expect(lines.filter((line) => line.includes('\n'))).toEqual([]);
    expect(Math.max(...lines.map((line) => Buffer.byteLength(line)))).toBeLessThanOrEqual(75);
    expect(Buffer.from(output, 'utf8').toString('utf8')).toBe(output);
    expect(output).not.toContain('\uFFFD');
  });

  it('makes a valid calendar with no events of an empty list', () => {
    const calendar = parse(dueCalendar([], { now: NOW }));

    expect(calendar.name).toBe('vcalendar');
    expect(text(calendar, 'prodid')).toBe('-//Pitaka//Due items//EN');
    expect(calendar.getAllSubcomponents('vevent')).toEqual([]);
  });
});

describe('dueItemCalendar', () => {
  it("is the item's own event, same UID as in the full export, in a calendar without a name", () => {
    const calendar = parse(dueItemCalendar(meralco, { now: NOW }));
    const [event] = calendar.getAllSubcomponents('vevent');

    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(1);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBeNull();
    expect(text(event, 'uid')).toBe(dueEventUid(meralco));
    expect(byUid(dueCalendar(ITEMS, { now: NOW })).has(text(event, 'uid'))).toBe(true);
    expect(dateOf(event, 'dtstart')).toBe('2026-12-01');
    expect(text(event, 'summary')).toBe('Pay ₱2,500.00 — Meralco');
  });
});

describe('file names', () => {
  it("name the export after today's Manila day", () => {
    expect(dueCalendarFileName(new Date('2026-11-24T16:00:00Z'))).toBe('pitaka-due-2026-11-25.ics');
    expect(dueCalendarFileName(new Date('2026-11-25T15:59:59Z'))).toBe('pitaka-due-2026-11-25.ics');
  });

  it("name one item's file after its source and its Manila due day", () => {
    expect(dueItemCalendarFileName(meralco)).toBe('pitaka-meralco-2026-12-01.ics');
    expect(dueItemCalendarFileName({ ...meralco, sourceName: 'Ñiño’s Sari-Sari Store, Unit 2' })).toBe(
      'pitaka-nino-s-sari-sari-store-unit-2-2026-12-01.ics',
    );
    expect(dueItemCalendarFileName({ ...meralco, sourceName: '🎉🎉' })).toBe('pitaka-item-2026-12-01.ics');
    expect(dueItemCalendarFileName({ ...meralco, sourceName: 'x'.repeat(80) })).toBe(
      `pitaka-${'x'.repeat(40)}-2026-12-01.ics`,
    );
  });
});

// This project's Jest runs pinned to Asia/Manila (tools/jest/pin-zone.cjs), where a date read in the
// device's zone happens to be right. Rerun this file under a zone west of Manila, where it is not.
const ZONE_RUN = process.env.PITAKA_TEST_ZONE;
const ROOT = join(__dirname, '../../../../..');

(ZONE_RUN ? describe.skip : describe)('in another device zone', () => {
  it('passes every test above under TZ=America/Los_Angeles', async () => {
    // Manila midnight of 2026-12-01 is still 30 November there.
    const env: NodeJS.ProcessEnv = { ...process.env, PITAKA_TEST_ZONE: 'America/Los_Angeles' };
    delete env.JEST_WORKER_ID;
    const args = [
      require.resolve('jest/bin/jest'),
      ...['-c', join(ROOT, 'apps/planning/jest.config.cjs'), '--ci', '--json', '--runInBand'],
      ...['--runTestsByPath', __filename],
    ];
    const stdout = await new Promise<string>((resolve) => {
      execFile(process.execPath, args, { cwd: ROOT, env, maxBuffer: 16 * 1024 * 1024 }, (_error, out) => resolve(out));
    });
    const report = JSON.parse(stdout) as {
      testResults: { message: string; assertionResults: { fullName: string; status: string }[] }[];
    };
    const results = report.testResults.flatMap((file) => file.assertionResults);

    expect(report.testResults.map((file) => file.message)).toEqual(['']);
    expect(results.filter((r) => r.status === 'failed').map((r) => r.fullName)).toEqual([]);
    const passed = results.filter((r) => r.status === 'passed').map((r) => r.fullName);
    expect(passed).toContain('runs in the zone asked for');
    expect(passed.length).toBeGreaterThan(10);
  }, 120_000);
});

if (ZONE_RUN) {
  it('runs in the zone asked for', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(ZONE_RUN);
  });
}
