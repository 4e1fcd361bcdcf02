import { Skeleton, Stack } from '@carmarket/shared-ui';

/** Rows of grey bars in the table's place while its data loads. */
export function TableLoading({ label }: { label: string }) {
  return (
    <Stack aria-busy="true" aria-label={label} $gap="sm">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} $height="48px" />
      ))}
    </Stack>
  );
}
