// Runs before the page paints (a blocking script in <head>: the CSP admits no inline script) and
// puts the colour scheme chosen on this device on <html>, so no page flashes the other scheme.
// In step with libs/ui/src/lib/color-scheme/theme-choice.ts, whose spec runs this file.
try {
  const choice = localStorage.getItem('pitaka:theme');
  if (choice === 'light' || choice === 'dark') {
    document.documentElement.setAttribute('data-theme', choice);
    // The blank page in that scheme too, until the app's stylesheet arrives with its first render
    // (a style property set from script, which the CSP admits, unlike a style attribute).
    document.documentElement.style.colorScheme = choice;
  }
} catch {
  // Storage refused (private mode, blocked): the device's setting decides.
}
