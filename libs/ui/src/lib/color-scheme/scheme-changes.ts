import { useEffect, useState } from 'react';
import { SCHEME_ATTRIBUTE } from './scheme-attribute';

/**
 * A number that changes whenever the page's colour scheme may have: a choice shown on `<html>`
 * (by any app on the page) or the device switching. For what must redraw itself in the new
 * colours (a chart on a canvas), at a fraction of the bytes of the whole theme choice.
 */
export function useSchemeChanges(): number {
  const [changes, setChanges] = useState(0);
  useEffect(() => {
    const changed = () => setChanges((count) => count + 1);
    const shown = new MutationObserver(changed);
    shown.observe(document.documentElement, { attributes: true, attributeFilter: [SCHEME_ATTRIBUTE] });
    const device = typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : undefined;
    device?.addEventListener?.('change', changed);
    return () => {
      shown.disconnect();
      device?.removeEventListener?.('change', changed);
    };
  }, []);
  return changes;
}
