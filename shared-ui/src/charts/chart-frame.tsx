import { useTheme } from '@mui/material/styles';
import { Group } from '@visx/group';
import { useParentSize } from '@visx/responsive';
import type { ReactNode } from 'react';

export interface ChartMargin {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/**
 * An SVG as wide as its box and `height` tall, with the plot area `margin` inside it. The box
 * keeps its height from the start, so nothing moves when the chart is drawn once measured.
 */
export function ChartFrame({
  height,
  margin,
  children,
}: {
  height: number;
  margin: ChartMargin;
  children: (plot: { width: number; height: number }) => ReactNode;
}) {
  const { parentRef, width } = useParentSize({ debounceTime: 100 });
  const theme = useTheme();
  const plot = {
    width: Math.max(0, width - margin.left - margin.right),
    height: Math.max(0, height - margin.top - margin.bottom),
  };
  return (
    <div ref={parentRef} style={{ width: '100%', height }}>
      {width > 0 && (
        <svg
          width={width}
          height={height}
          role="presentation"
          data-chart=""
          // The axes draw in currentColor: this, the scheme on screen's secondary text colour.
          style={{ color: (theme.vars ?? theme).palette.text.secondary }}
        >
          <Group left={margin.left} top={margin.top}>
            {children(plot)}
          </Group>
        </svg>
      )}
    </div>
  );
}

/**
 * The theme's type for @visx/axis, its lines and labels in the secondary text colour of the
 * scheme on screen (ChartFrame's currentColor): the theme object holds the light scheme's
 * colours only, dark grey on a dark page.
 */
export function useAxisStyle() {
  const theme = useTheme();
  const text = {
    fill: 'currentColor',
    fontSize: 12,
    fontFamily: theme.typography.fontFamily,
  };
  return {
    stroke: 'currentColor',
    tickStroke: 'currentColor',
    tickLabelProps: text,
    labelProps: { ...text, textAnchor: 'middle' as const },
  };
}

/** An axis of counts from 0 to `max`: at most five ticks, whole numbers written as such. */
export const countAxis = (scale: { ticks: (count: number) => number[] }, max: number) => ({
  tickValues: scale.ticks(Math.min(5, Math.max(1, max))).filter(Number.isInteger),
  tickFormat: (value: { valueOf(): number }) => String(value.valueOf()),
});
