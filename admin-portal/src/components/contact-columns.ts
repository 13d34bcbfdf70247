import type { ColumnHelper } from 'shared-ui/table';

interface Contact {
  Name: string;
  Email: string;
  PhoneNumber: string;
}

/** Name, Email and Phone Number, as every list of people shows them (e-mails may wrap). */
export function contactColumns<Row extends Contact>(column: ColumnHelper<Row>) {
  return [
    column.accessor((row) => row.Name, { id: 'Name', header: 'Name' }),
    column.accessor((row) => row.Email, {
      id: 'Email',
      header: 'Email',
      meta: { wrap: 'anywhere' },
    }),
    column.accessor((row) => row.PhoneNumber, {
      id: 'PhoneNumber',
      header: 'Phone Number',
      meta: { wrap: 'never' },
    }),
  ];
}
