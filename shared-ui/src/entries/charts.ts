// shared-ui/charts: the frame and axis style of the charts (drawn with @visx), shared on its own.
export { ChartFrame, countAxis, useAxisStyle, type ChartMargin } from '../charts/chart-frame';
