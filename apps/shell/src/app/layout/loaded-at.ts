// When the data shown offline was loaded, for the device's clock and language: "3:05 PM" today,
// "Mon, Nov 24, 3:05 PM" another day (the device's zone: it is the moment the user saw it).

function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

export function loadedAtText(at: number, now: number, locale = navigator.language): string {
  const time: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
  const options: Intl.DateTimeFormatOptions = sameDay(new Date(at), new Date(now))
    ? time
    : { weekday: 'short', month: 'short', day: 'numeric', ...time };
  return new Intl.DateTimeFormat(locale, options).format(at);
}
