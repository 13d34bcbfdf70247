// shared-ui/details: one part of the package, shared on its own (see webpack.base.cjs), so the
// public pages can show details without the dashboards' frame.
export { DetailsTable, type DetailsRow, type DetailsTableProps } from '../details/details-table';
