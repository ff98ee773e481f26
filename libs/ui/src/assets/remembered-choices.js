// Runs before the page paints (a blocking script in <head>: the CSP admits no inline script) and
// puts the choices remembered on this device on <html>: the colour scheme, so no page flashes the
// other one, and the language, which picks the prerendered screens' copy in it (a rule of their
// stylesheet hides the others). In step with libs/ui/src/lib/color-scheme/theme-choice.ts and
// i18n/language.ts, whose specs run this file.
try {
  const choice = localStorage.getItem('pitaka:theme');
  if (choice === 'light' || choice === 'dark') {
    document.documentElement.setAttribute('data-theme', choice);
    // The blank page in that scheme too, until the app's stylesheet arrives with its first render
    // (a style property set from script, which the CSP admits, unlike a style attribute).
    document.documentElement.style.colorScheme = choice;
  }
  if (localStorage.getItem('pitaka:language') === 'fil') document.documentElement.lang = 'fil';
} catch {
  // Storage refused (private mode, blocked): the device's setting decides, in English.
}
// Once the page is parsed (before the app's deferred code runs), the copies in other languages go:
// one form on the page for assistive tools and password managers too, not one shown and one hidden.
document.addEventListener('readystatechange', function removeOtherCopies() {
  if (document.readyState !== 'interactive') return;
  document.removeEventListener('readystatechange', removeOtherCopies);
  for (const copy of document.querySelectorAll('[data-language]')) {
    if (copy.getAttribute('data-language') !== document.documentElement.lang) copy.remove();
  }
});
