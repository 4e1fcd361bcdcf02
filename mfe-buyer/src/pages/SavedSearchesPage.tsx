import { Button, Card, formatDay, Muted, PageTitle, Skeleton, Stack, useApi, styled } from '@carmarket/shared-ui';
import { ApiContent, Badge, confirmAction, useAction, useMutation } from '@carmarket/shared-ui/widgets';
import { useNavigate } from 'react-router-dom';
import { mutate } from 'swr';
import {
  deleteSavedSearch,
  markSeen,
  SAVED_SEARCHES,
  useSavedSearches,
  type SavedSearch,
} from '../api/useSavedSearches';
import { describeSearch } from '../features/saved-searches/describe-search';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;
const Row = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
`;
const Info = styled.div`
  flex: 1 1 240px;
  min-width: 0;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
    overflow-wrap: anywhere;
  }
`;
const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

function SavedSearchRow({
  search,
  categoryName,
}: {
  search: SavedSearch;
  categoryName: (id: string) => string | undefined;
}) {
  const navigate = useNavigate();
  const seen = useMutation(markSeen, { errorToast: false });
  const remove = useMutation(async (id: string) => {
    await deleteSavedSearch(id);
    return true;
  });
  const open = useAction(async () => {
    // Best effort: a failed reset must not keep the buyer from the cars.
    await seen.run(search._id);
    await mutate(SAVED_SEARCHES);
    navigate(search.path);
  });
  const del = useAction(async () => {
    const confirmed = await confirmAction({
      title: `Delete “${search.name}”?`,
      text: 'You will no longer hear about new cars that match it.',
      confirmText: 'Yes, delete',
    });
    if (confirmed && (await remove.run(search._id))) await mutate(SAVED_SEARCHES);
  });
  const fresh = search.newMatches;
  return (
    <li>
      <Row as="article" aria-label={search.name}>
        <Info>
          <h2>
            {search.name}
            {fresh > 0 ? (
              <Badge $tone="info">{fresh === 1 ? '1 new match' : `${fresh} new matches`}</Badge>
            ) : (
              <Badge>No new matches</Badge>
            )}
          </h2>
          <Muted>{describeSearch(search.path, categoryName).join(' · ')}</Muted>
          <Muted>Saved {formatDay(search.createdAt)}</Muted>
        </Info>
        <Actions>
          <Button size="sm" loading={open.busy} onClick={() => open.start()}>
            Open
          </Button>
          <Button size="sm" variant="danger" loading={remove.running} disabled={del.busy} onClick={() => del.start()}>
            Delete
          </Button>
        </Actions>
      </Row>
    </li>
  );
}

function Loading() {
  return (
    <Stack aria-busy="true" aria-label="Loading your saved searches" $gap="sm">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} $height="96px" $radius="10px" />
      ))}
    </Stack>
  );
}

/** /dashboard/saved-searches — the searches saved from the category and search pages, with their new matches. */
export default function SavedSearchesPage() {
  const searches = useSavedSearches();
  const categories = useApi('/categories', { errorToast: false });
  const categoryName = (id: string) => categories.data?.find((c) => String(c.category_id) === id)?.name;
  return (
    <>
      <PageTitle>Saved searches</PageTitle>
      <ApiContent
        result={searches}
        loading={<Loading />}
        empty={{
          title: 'NO SAVED SEARCHES',
          message: 'On a category or search page, choose “Save this search” to hear about new cars that match.',
        }}
      >
        {(list) => (
          <List>
            {list.map((search) => (
              <SavedSearchRow key={search._id} search={search} categoryName={categoryName} />
            ))}
          </List>
        )}
      </ApiContent>
    </>
  );
}
