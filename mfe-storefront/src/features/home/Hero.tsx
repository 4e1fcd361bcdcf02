import { assetUrl, ButtonLink, LazyImage, media, styled } from '@carmarket/shared-ui';
import { HERO_IMAGE } from './hero-image';

/** docs/product.md §9: Shop now leads to the first category. */
export const SHOP_NOW_PATH = '/category/1';

const Banner = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-items: center;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: linear-gradient(135deg, #0b1220 0%, #172554 55%, #1d4ed8 100%);
  color: #fff;
  ${media.md} {
    grid-template-columns: 1.1fr 1fr;
    padding: ${({ theme }) => theme.space.xxl};
  }
`;
const Title = styled.h1`
  margin: 0;
  font-size: 2rem;
  line-height: 1.15;
  letter-spacing: -0.02em;
  ${media.md} {
    font-size: ${({ theme }) => theme.fontSizes.hero};
  }
`;
const Lead = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.lg};
  max-width: 46ch;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.5;
  color: #dbe4ff;
`;
const Art = styled.div`
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  box-shadow: 0 12px 40px rgba(0, 0, 0, 0.35);
`;

export function Hero() {
  return (
    <Banner aria-labelledby="hero-title">
      <div>
        <Title id="hero-title">Find a used car you will love, from sellers you can trust</Title>
        <Lead>
          Compare original and sale prices, see who is selling and book a viewing in a minute. Pay by card when you are
          ready.
        </Lead>
        <ButtonLink to={SHOP_NOW_PATH} variant="secondary" size="lg">
          Shop now
        </ButtonLink>
      </div>
      <Art>
        <LazyImage src={assetUrl(HERO_IMAGE)} alt="" priority />
      </Art>
    </Banner>
  );
}
