import { Muted, PageTitle, Stack, type User } from '@carmarket/shared-ui';
import { ApiContent, Badge, type Column, Table } from '@carmarket/shared-ui/widgets';
import { useBuyers } from '../api/admin-api';
import { TableLoading } from '../features/tables/TableLoading';
import { DeleteBuyerButton, MakeSellerButton } from '../features/buyers/BuyerActions';

const COLUMNS: readonly Column<User>[] = [
  { header: 'Name', cell: (b) => b.name },
  { header: 'E-mail', cell: (b) => b.email },
  { header: 'Role', cell: (b) => <Badge $tone="neutral">{b.role}</Badge> },
  { header: 'Upgrade', cell: (b) => <MakeSellerButton buyer={b} /> },
  { header: 'Action', cell: (b) => <DeleteBuyerButton buyer={b} /> },
];

export default function AllBuyersPage() {
  return (
    <>
      <PageTitle>All Buyers</PageTitle>
      <ApiContent result={useBuyers()} loading={<TableLoading label="Loading buyers" />} empty={{ title: 'NO BUYERS FOUND' }}>
        {(buyers) => (
          <Stack $gap="sm">
            <Muted>
              {buyers.length} {buyers.length === 1 ? 'buyer' : 'buyers'}.
            </Muted>
            <Table caption="All buyers" columns={COLUMNS} rows={buyers} rowKey={(b) => b._id} />
          </Stack>
        )}
      </ApiContent>
    </>
  );
}
