import type { Chart, ChartConfiguration, ChartType } from 'chart.js';
import { useSchemeChanges } from '@pitaka/ui';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { cssColor } from './css-color';
import { registerCharts } from './register-charts';

const Frame = styled.div<{ $height: string }>`
  position: relative;
  width: 100%;
  height: ${({ $height }) => $height};
`;

/** The datasets' colours as the page resolves them now. */
function inSchemeColors<T extends ChartType>(data: ChartConfiguration<T>['data']): ChartConfiguration<T>['data'] {
  return {
    ...data,
    datasets: data.datasets.map((dataset) => ({
      ...dataset,
      backgroundColor: cssColor(dataset.backgroundColor),
      borderColor: cssColor(dataset.borderColor),
    })),
  };
}

export interface ChartCanvasProps<T extends ChartType> {
  config: ChartConfiguration<T>;
  /** The chart's height (it takes the width it is given). */
  height: string;
  /** What the chart shows, for screen readers; its table holds the figures. */
  label: string;
}

/** What a one-series chart of the page is called: its series' name, and what it shows (for screen readers). */
export interface SeriesChartNames extends Pick<ChartCanvasProps<ChartType>, 'label'> {
  /** The series' name (the bars' or the line's). */
  name: string;
}

/**
 * A Chart.js chart on a canvas: drawn when mounted, redrawn in place with each new config (so a
 * new month animates from the old bars) or colour scheme, destroyed when unmounted.
 */
export function ChartCanvas<T extends ChartType>({ config, height, label }: ChartCanvasProps<T>) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<Chart<T> | null>(null);
  // Redrawn in the scheme's colours when it changes (a canvas cannot follow CSS variables).
  const scheme = useSchemeChanges();
  useEffect(() => {
    const element = canvas.current;
    // Without a 2D context (no canvas support) there is nothing to draw on; the table says it all.
    if (!element?.getContext('2d')) return;
    const ChartJs = registerCharts();
    const data = inSchemeColors(config.data);
    if (chart.current) {
      chart.current.data = data;
      if (config.options) chart.current.options = config.options;
      chart.current.update();
    } else {
      chart.current = new ChartJs(element, { ...config, data });
    }
  }, [config, scheme]);
  useEffect(
    () => () => {
      chart.current?.destroy();
      chart.current = null;
    },
    [],
  );
  return (
    <Frame $height={height}>
      <canvas ref={canvas} role="img" aria-label={label} />
    </Frame>
  );
}
