// shared-ui/performance: one part of the package, shared on its own (see webpack.base.cjs).
export { PerformanceReport, type PerformanceReportProps } from '../performance/performance-report';
export { ratingPoints, type RatingPoint } from '../performance/rating-points';
