import { assetUrl, Button, ButtonLink, Container, styled } from '@carmarket/shared-ui';
import { COMPARE_LIMIT, comparePath, useCompareList } from './compare-list';

// Keeps the page's last lines (Load more, the footer) clear of the tray.
const Spacer = styled.div`
  height: 76px;
`;
const Bar = styled.aside`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 20;
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 -6px 18px rgba(15, 23, 42, 0.12);
  padding: ${({ theme }) => theme.space.sm} 0;
`;
const Inner = styled(Container)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  flex-wrap: wrap;
`;
const Cars = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  flex: 1 1 auto;
  overflow-x: auto;
  min-width: 0;
`;
const Picked = styled.li`
  display: flex;
  align-items: center;
  gap: 6px;
  flex: none;
  padding: 4px 4px 4px 4px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  img {
    width: 44px;
    height: 30px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  span {
    max-width: 130px;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;
const Remove = styled.button`
  border: 0;
  background: none;
  cursor: pointer;
  font-size: 18px;
  line-height: 1;
  padding: 4px 6px;
  color: ${({ theme }) => theme.colors.textMuted};
  &:hover {
    color: ${({ theme }) => theme.colors.danger};
  }
`;
const Count = styled.strong`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: nowrap;
`;
const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin-left: auto;
`;

/** The cars picked for comparing, at the bottom of the page: remove one, clear, or compare them. */
export default function CompareTray() {
  const cars = useCompareList((s) => s.cars);
  const remove = useCompareList((s) => s.remove);
  const clear = useCompareList((s) => s.clear);
  if (cars.length === 0) return null;
  return (
    <>
      <Spacer aria-hidden="true" />
      <Bar aria-label="Compare tray">
        <Inner>
          <Count>
            Compare {cars.length} of {COMPARE_LIMIT}
          </Count>
          <Cars>
            {cars.map((car) => (
              <Picked key={car.id}>
                <img src={assetUrl(car.image)} alt="" />
                <span>{car.name}</span>
                <Remove
                  type="button"
                  aria-label={`Remove ${car.brand} ${car.name} from compare`}
                  onClick={() => remove(car.id)}
                >
                  ×
                </Remove>
              </Picked>
            ))}
          </Cars>
          <Actions>
            <Button size="sm" variant="ghost" onClick={clear}>
              Clear
            </Button>
            <ButtonLink size="sm" to={comparePath(cars.map((c) => c.id))}>
              Compare now
            </ButtonLink>
          </Actions>
        </Inner>
      </Bar>
    </>
  );
}
