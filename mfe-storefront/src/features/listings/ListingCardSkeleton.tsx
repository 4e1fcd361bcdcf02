import { Card, Skeleton, Stack } from '@carmarket/shared-ui';

/** A card's shape while the cars load (same image ratio, so nothing jumps when they arrive). */
export function ListingCardSkeleton() {
  return (
    <Card $padding="none" aria-hidden="true">
      <Skeleton $height="auto" $radius="0" style={{ aspectRatio: '16 / 10' }} />
      <Stack $gap="sm" style={{ padding: 16 }}>
        <Skeleton $width="40%" />
        <Skeleton $height="1.4em" $width="75%" />
        <Skeleton $height="1.6em" $width="35%" />
        <Skeleton $height="4em" />
        <Skeleton $height="42px" />
      </Stack>
    </Card>
  );
}
