import { PageTitle, type User } from '@carmarket/shared-ui';
import { Badge, type Column, Table } from '@carmarket/shared-ui/widgets';
import { useSellers } from '../api/admin-api';
import { countOf, PagedList } from '../features/tables/PagedList';
import { TableLoading } from '../features/tables/TableLoading';
import { DeleteSellerButton, VerifyButton } from '../features/sellers/SellerActions';

const COLUMNS: readonly Column<User>[] = [
  { header: 'Name', cell: (s) => s.name },
  { header: 'E-mail', cell: (s) => s.email },
  { header: 'Role', cell: (s) => <Badge $tone="info">{s.role}</Badge> },
  { header: 'Verification', cell: (s) => <VerifyButton seller={s} /> },
  { header: 'Action', cell: (s) => <DeleteSellerButton seller={s} /> },
];

/** Awaiting verification is counted in the rows loaded, and says so until they are all of them. */
function summary(sellers: readonly User[], total: number): string {
  const unverified = sellers.filter((s) => !s.isVerified).length;
  const of = sellers.length < total ? ' of those shown' : '';
  return `${countOf(sellers.length, total, ['seller', 'sellers'])}, ${unverified}${of} awaiting verification.`;
}

export default function AllSellersPage() {
  return (
    <>
      <PageTitle>All Sellers</PageTitle>
      <PagedList
        list={useSellers()}
        loading={<TableLoading label="Loading sellers" />}
        empty={{ title: 'NO SELLERS FOUND' }}
        summary={summary}
      >
        {(rows) => <Table caption="All sellers" columns={COLUMNS} rows={rows} rowKey={(row) => row._id} />}
      </PagedList>
    </>
  );
}
