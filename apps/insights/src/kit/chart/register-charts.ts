// Chart.js is tree-shaken by registration: only the pieces the insights charts draw are bundled
// (docs/decisions.md, "Chart library for insights"). Legends are HTML beside each chart, and there
// is no tooltip: each chart's table gives the exact figures, and the tooltip plugin (4.6 KiB gzip)
// would take the remote over its 90 KiB budget.
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
} from 'chart.js';
import { theme } from '@pitaka/ui';
import { cssColor } from './css-color';

let registered = false;

/**
 * Registers the controllers, elements and scales the charts use, in the kit's type, with text and
 * grid lines in the colour scheme in force (a canvas cannot read the page's CSS variables).
 */
export function registerCharts(): typeof Chart {
  if (!registered) {
    Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale);
    Chart.defaults.font.family = theme.font;
    registered = true;
  }
  Chart.defaults.color = cssColor(theme.colors.textMuted);
  Chart.defaults.borderColor = cssColor(theme.colors.border);
  return Chart;
}
