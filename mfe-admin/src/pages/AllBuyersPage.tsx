import { PageTitle, type User } from '@carmarket/shared-ui';
import { Badge, type Column } from '@carmarket/shared-ui/widgets';
import { useBuyers } from '../api/admin-api';
import { countOf, PagedTable } from '../features/tables/PagedTable';
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
      <PagedTable
        list={useBuyers()}
        loading={<TableLoading label="Loading buyers" />}
        empty={{ title: 'NO BUYERS FOUND' }}
        caption="All buyers"
        columns={COLUMNS}
        summary={(buyers, total) => `${countOf(buyers.length, total, ['buyer', 'buyers'])}.`}
      />
    </>
  );
}
