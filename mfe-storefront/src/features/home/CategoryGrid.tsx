import { assetUrl, Card, ErrorState, Grid, LazyImage, media, Skeleton, styled } from '@carmarket/shared-ui';
import { Link } from 'react-router-dom';
import { CATEGORIES_PATH, useHomeRead } from './home-reads';
import { Section } from './Section';

// Phones: a row (small image, name beside it) so three tiles fit one screen; wider: image on top.
const Tile = styled(Card)`
  position: relative;
  display: grid;
  grid-template-columns: 40% 1fr;
  align-items: center;
  ${media.sm} {
    display: block;
  }
  transition:
    box-shadow 150ms ease,
    transform 150ms ease;
  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.raised};
    transform: translateY(-2px);
  }
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
const Name = styled(Link)`
  display: block;
  padding: ${({ theme }) => theme.space.md};
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:focus {
    outline: none;
  }
  /* the whole tile is the link's click target */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

function TileSkeleton() {
  return (
    <Card $padding="none" aria-hidden="true">
      <Skeleton $height="auto" $radius="0" style={{ aspectRatio: '16 / 10' }} />
      <div style={{ padding: 16 }}>
        <Skeleton $height="1.4em" $width="40%" />
      </div>
    </Card>
  );
}

/** Every category (GET /categories) as an image tile leading to /category/{category_id}. */
export function CategoryGrid() {
  const { data, error, isLoading, retry } = useHomeRead(CATEGORIES_PATH);
  return (
    <Section title="Shop by category" lead="Electric, hybrid and petrol cars from the brands people trust.">
      {error && !data ? (
        <ErrorState title="Could not load the categories" message={error.message} onRetry={retry} />
      ) : (
        <Grid $min={300} aria-busy={isLoading || undefined}>
          {isLoading || !data
            ? Array.from({ length: 3 }, (_, i) => <TileSkeleton key={i} />)
            : data.map((category) => (
                <Tile key={category._id} as="div" $padding="none">
                  <LazyImage src={assetUrl(category.image)} alt="" />
                  <Name to={`/category/${category.category_id}`}>{category.name}</Name>
                </Tile>
              ))}
        </Grid>
      )}
    </Section>
  );
}
