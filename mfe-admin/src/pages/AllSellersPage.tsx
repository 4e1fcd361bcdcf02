import { Muted, PageTitle, Stack, type User } from '@carmarket/shared-ui';
import { ApiContent, Badge, type Column, Table } from '@carmarket/shared-ui/widgets';
import { useSellers } from '../api/admin-api';
import { TableLoading } from '../features/tables/TableLoading';
import { DeleteSellerButton, VerifyButton } from '../features/sellers/SellerActions';

const COLUMNS: readonly Column<User>[] = [
  { header: 'Name', cell: (s) => s.name },
  { header: 'E-mail', cell: (s) => s.email },
  { header: 'Role', cell: (s) => <Badge $tone="info">{s.role}</Badge> },
  { header: 'Verification', cell: (s) => <VerifyButton seller={s} /> },
  { header: 'Action', cell: (s) => <DeleteSellerButton seller={s} /> },
];

function summary(sellers: readonly User[]): string {
  const unverified = sellers.filter((s) => !s.isVerified).length;
  return `${sellers.length} ${sellers.length === 1 ? 'seller' : 'sellers'}, ${unverified} awaiting verification.`;
}

export default function AllSellersPage() {
  return (
    <>
      <PageTitle>All Sellers</PageTitle>
      <ApiContent result={useSellers()} loading={<TableLoading label="Loading sellers" />} empty={{ title: 'NO SELLERS FOUND' }}>
        {(sellers) => (
          <Stack $gap="sm">
            <Muted>{summary(sellers)}</Muted>
            <Table caption="All sellers" columns={COLUMNS} rows={sellers} rowKey={(s) => s._id} />
          </Stack>
        )}
      </ApiContent>
    </>
  );
}
