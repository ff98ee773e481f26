// Runs right after the prerendered boot screen in dashboard.html (a blocking script: the CSP
// admits no inline one), before it paints: shows it to a returning user with their name (in each
// language's copy: /remembered-choices.js shows the one in the page's language), and removes it
// for anyone else (they are sent to the sign-in screen). The hint is the one libs/data's session-hint.ts keeps: JSON
// { name, email } under 'pitaka:session' (sessionStorage or localStorage) while a session is held.
// See app/boot/boot-screen.ts, whose spec runs this file.
{
  const boot = document.getElementById('boot');
  let hint = null;
  try {
    // A sign-in without "Remember me" keeps its name in the tab's sessionStorage only.
    hint = JSON.parse(sessionStorage.getItem('pitaka:session') || localStorage.getItem('pitaka:session') || 'null');
  } catch {
    hint = null;
  }
  if (boot && (!hint || typeof hint !== 'object' || typeof hint.name !== 'string' || typeof hint.email !== 'string')) {
    boot.remove();
  } else if (boot) {
    const walker = document.createTreeWalker(boot, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // Text, never markup: a name is shown as typed.
      node.nodeValue = node.nodeValue.split('%PITAKA_NAME%').join(hint.name).split('%PITAKA_EMAIL%').join(hint.email);
    }
    boot.removeAttribute('hidden');
  }
}
