import { assetUrl, Card, ErrorState, Grid, LazyImage, listingPagePath, styled } from '@carmarket/shared-ui';
import { Link } from 'react-router-dom';
import { ADVERTISEMENTS_PATH, useHomeRead } from './home-reads';
import { excerpt } from './excerpt';
import { Section } from './Section';

const Ad = styled(Card)`
  position: relative;
  display: flex;
  flex-direction: column;
  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
// Above the name link's card-wide click area: the photo opens the car's own page.
const PhotoLink = styled(Link)`
  position: relative;
  z-index: 1;
  display: block;
`;
const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
`;
const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    &:focus {
      outline: none;
    }
    &::after {
      content: '';
      position: absolute;
      inset: 0;
    }
  }
`;
const Desc = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.5;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Advertised cars (GET /advertise): each with its image, name and the first 80 characters of its
 * description; the photo leads to the car's own page, the rest of the card to its category. The section is left out when there is nothing advertised.
 */
export function Advertisements() {
  const { data, error, retry } = useHomeRead(ADVERTISEMENTS_PATH);
  if (error && !data) {
    return (
      <Section title="Advertised cars">
        <ErrorState title="Could not load the advertised cars" message={error.message} onRetry={retry} />
      </Section>
    );
  }
  if (!data?.length) return null;
  return (
    <Section title="Advertised cars" lead="Hand-picked by their sellers this week.">
      <Grid $min={300}>
        {data.map((ad) => (
          <Ad key={ad._id} as="article" $padding="none">
            {/* Named apart from the car (the name link is the category's), described by the car's name. */}
            <PhotoLink to={listingPagePath(ad._id)} aria-label="See this car" aria-describedby={`ad-${ad._id}`}>
              <LazyImage src={assetUrl(ad.image)} alt="" />
            </PhotoLink>
            <Body>
              <Name>
                <Link id={`ad-${ad._id}`} to={`/category/${ad.category_id}`}>
                  {ad.name}
                </Link>
              </Name>
              <Desc>{excerpt(ad.desc)}</Desc>
            </Body>
          </Ad>
        ))}
      </Grid>
    </Section>
  );
}
