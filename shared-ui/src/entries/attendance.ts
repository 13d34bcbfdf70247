// shared-ui/attendance: one part of the package, shared on its own (see webpack.base.cjs): the
// intern's, supervisor's and admin's performance pages and the final evaluation show it.
export {
  AttendanceCard,
  formatSharePresent,
  type AttendanceCardProps,
} from '../attendance/attendance-card';
export { AttendanceQueryCard } from '../attendance/attendance-query-card';
