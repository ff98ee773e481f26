// The calendar export of what is due (RFC 5545 iCalendar text), for /upcoming's "Download calendar"
// and an item's "Add to calendar". Pure: no DOM, no clock read (the caller gives `now`). The page
// imports this module lazily on click, so ical-generator is downloaded only by someone who exports
// (docs/decisions.md, "iCalendar export").
import ical, { ICalEventTransparency } from 'ical-generator';
import { formatMoney, manilaDate, type DueItem } from '@pitaka/domain';

export const DUE_CALENDAR_NAME = 'Pitaka: due items';
/** Written as `PRODID:-//Pitaka//Due items//EN`. */
const PRODID = { company: 'Pitaka', product: 'Due items', language: 'EN' };
const DAY_MS = 86_400_000;
/** The right-hand side of every UID: the events are Pitaka's, whatever calendar imports them. */
export const UID_DOMAIN = 'pitaka.app';

export interface DueCalendarOptions {
  /** The moment of the export: every event's DTSTAMP. */
  now: Date;
}

/**
 * One all-day event per item on its Manila calendar day, whatever the device's zone; each UID is
 * derived from the item's id only, so importing a later export updates the events instead of
 * adding copies. The calendar is named "Pitaka: due items".
 */
export function dueCalendar(items: readonly DueItem[], options: DueCalendarOptions): string {
  return calendarOf(items, options, DUE_CALENDAR_NAME);
}

/**
 * One item's event, for "Add to calendar": the same event (same UID) as in `dueCalendar`, in a
 * calendar without a name, so calendar apps add the event to a calendar of the user's choosing
 * instead of offering to create a "Pitaka: due items" calendar for one event.
 */
export function dueItemCalendar(item: DueItem, options: DueCalendarOptions): string {
  return calendarOf([item], options, null);
}

/** `pitaka-due-2026-11-25.ics`: the Manila day of `today`. */
export function dueCalendarFileName(today: Date): string {
  return `pitaka-due-${isoDay(today)}.ics`;
}

/** `pitaka-meralco-2026-12-01.ics`: the item's source name and its Manila due day. */
export function dueItemCalendarFileName(item: DueItem): string {
  return `pitaka-${slug(item.sourceName)}-${isoDay(item.dueDate)}.ics`;
}

/**
 * `recurring%3Abill-1%3A20788@pitaka.app`: the item's id, percent-encoded so that nothing in a
 * source id (':', ',', ';', '@', spaces) can be read as iCalendar syntax or as the domain part.
 */
export function dueEventUid(item: Pick<DueItem, 'id'>): string {
  return `${encodeURIComponent(item.id)}@${UID_DOMAIN}`;
}

/** "Pay ₱2,500.00 — Meralco", "Receive ₱15,000.00 — Salary", "Pay (amount varies) — Meralco". */
export function dueEventSummary(item: DueItem): string {
  const verb = item.flow === 'out' ? 'Pay' : 'Receive';
  return `${verb} ${amountText(item)} — ${item.sourceName}`;
}

/**
 * The amount and the source in words, one per line:
 * "Amount: ₱2,500.00 / Bill: Meralco · Category: Utilities / From Pitaka".
 */
export function dueEventDescription(item: DueItem): string {
  const amount = item.amount === null ? 'varies (enter it when you pay)' : formatMoney(item.amount);
  return [`Amount: ${amount}`, sourceText(item), 'From Pitaka'].join('\n');
}

function calendarOf(items: readonly DueItem[], { now }: DueCalendarOptions, name: string | null): string {
  const calendar = ical({ prodId: PRODID, name });
  for (const item of items) {
    const start = utcMidnightOfManilaDay(item.dueDate);
    calendar.createEvent({
      id: dueEventUid(item),
      // ical-generator writes an all-day Date from its UTC fields (no calendar timezone is set):
      // DTSTART;VALUE=DATE:<the Manila day>, DTEND the next day (exclusive, RFC 5545 3.6.1).
      allDay: true,
      start,
      end: new Date(start.getTime() + DAY_MS),
      stamp: now,
      summary: dueEventSummary(item),
      description: dueEventDescription(item),
      // A reminder of a payment, not a meeting: it does not make the day busy.
      transparency: ICalEventTransparency.TRANSPARENT,
    });
  }
  return calendar.toString();
}

/** The instant whose UTC calendar day is the Manila day of `d` (never the device's zone). */
function utcMidnightOfManilaDay(d: Date): Date {
  const { year, month, day } = manilaDate(d);
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, day);
  return utc;
}

function isoDay(d: Date): string {
  const { year, month, day } = manilaDate(d);
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

function amountText(item: DueItem): string {
  return item.amount === null ? '(amount varies)' : formatMoney(item.amount);
}

function sourceText(item: DueItem): string {
  switch (item.kind) {
    case 'paluwagan-week':
      return `Paluwagan: ${item.sourceName}, week ${item.key}`;
    case 'paluwagan-payout':
      return `Paluwagan: ${item.sourceName}, payout for number ${item.key}`;
    case 'debt-payment':
      // The key is the 0-based position in the schedule.
      return `Debt: ${item.sourceName}, payment ${item.key + 1}`;
    case 'recurring':
      return `${item.flow === 'out' ? 'Bill' : 'Expected income'}: ${item.sourceName} · Category: ${item.category}`;
  }
}

/** Lower-case ASCII letters and digits joined by '-', at most 40 characters; 'item' when none. */
function slug(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 40)
    .replace(/^-+|-+$/g, '');
  return ascii || 'item';
}
