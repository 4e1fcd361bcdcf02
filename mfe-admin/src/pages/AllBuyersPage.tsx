import { PageTitle, type User } from '@carmarket/shared-ui';
import { Badge, type Column, Table } from '@carmarket/shared-ui/widgets';
import { useBuyers } from '../api/admin-api';
import { countOf, PagedList } from '../features/tables/PagedList';
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
      <PagedList
        list={useBuyers()}
        loading={<TableLoading label="Loading buyers" />}
        empty={{ title: 'NO BUYERS FOUND' }}
        summary={(buyers, total) => `${countOf(buyers.length, total, ['buyer', 'buyers'])}.`}
      >
        {(rows) => <Table caption="All buyers" columns={COLUMNS} rows={rows} rowKey={(row) => row._id} />}
      </PagedList>
    </>
  );
}
