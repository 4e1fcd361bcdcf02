import {
  assetUrl,
  Card,
  ErrorState,
  Grid,
  kDollars,
  LazyImage,
  listingPagePath,
  styled,
  VisuallyHidden,
} from '@carmarket/shared-ui';
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
const Price = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
`;
const Desc = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.5;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Advertised cars (GET /advertise): each with its image, name, price and the first 80 characters of its
 * description. The whole card is one link, named as the car, to the car's own page (its name link's click area
 * covers the card). The section is left out when there is nothing advertised.
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
          <Ad key={ad._id} as="article" $padding="none" aria-labelledby={`ad-${ad._id}`}>
            <LazyImage src={assetUrl(ad.image)} alt="" />
            <Body>
              <Name>
                <Link id={`ad-${ad._id}`} to={listingPagePath(ad._id)}>
                  {ad.name}
                </Link>
              </Name>
              <Price>
                <VisuallyHidden>Price </VisuallyHidden>
                {kDollars(ad.sale_price)}
              </Price>
              <Desc>{excerpt(ad.desc)}</Desc>
            </Body>
          </Ad>
        ))}
      </Grid>
    </Section>
  );
}
