import { useState } from 'react';
import {
  assetUrl,
  Button,
  Card,
  formatDay,
  LazyImage,
  listingPagePath,
  styled,
  toast,
  yearsUsed,
  type OwnerListing,
} from '@carmarket/shared-ui';
import { Link, useSearchParams } from 'react-router-dom';
import {
  Badge,
  confirmAction,
  kDollars,
  showSuccess,
  StatusBadge,
  useAction,
  useMutation,
} from '@carmarket/shared-ui/widgets';
import { advertiseProduct, deleteProduct, markSoldElsewhere, relistProduct } from '../../api/seller-api';
import { EditListingDialog } from './EditListingDialog';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
`;
const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.3;
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;
const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;
const Prices = styled.p`
  margin: 0;
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm};
  strong {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.primary};
  }
  s {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const Facts = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 2px ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;
const Condition = styled.dd`
  text-transform: capitalize;
`;
// Two to a row where they fit, one to a row where they do not: a button never leaves the card.
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  padding: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
  & > * {
    flex: 1 1 120px;
    min-width: 0;
  }
  .wide {
    flex-basis: 100%;
  }
`;

/** One of the seller's listings with its Edit, Advertise, Sold elsewhere / Relist and Delete actions. */
export function ProductCard({ product }: { product: OwnerListing }) {
  // The listing page's Edit comes here with ?edit=<id>: that card opens its editor.
  const [params] = useSearchParams();
  const [editing, setEditing] = useState(() => params.get('edit') === product._id);
  const remove = useMutation(deleteProduct, { announces: 'listing-deleted' });
  const advertise = useMutation(advertiseProduct, { announces: 'listing-advertised' });
  const soldElsewhere = useMutation(markSoldElsewhere, { announces: 'listing-availability' });
  const relist = useMutation(relistProduct, { announces: 'listing-availability' });

  const onDelete = useAction(async () => {
    const confirmed = await confirmAction({
      title: `Delete ${product.name}?`,
      text: "The listing leaves the marketplace and can't be retrieved.",
      confirmText: 'Yes, delete it',
    });
    if (confirmed && (await remove.run(product._id))) await showSuccess('Thank You!', 'Product DELETED successfully!');
  });
  const onAdvertise = useAction(async () => {
    if (await advertise.run(product._id)) await showSuccess('Congratulation!', 'Product advertise successfully!');
  });

  const onSoldElsewhere = useAction(async () => {
    const confirmed = await confirmAction({
      title: `Mark ${product.name} sold elsewhere?`,
      text: 'Buyers no longer see it. It stays here, and you can relist it.',
      confirmText: 'Yes, it is sold',
      danger: false,
    });
    if (confirmed && (await soldElsewhere.run(product._id)))
      toast.success(`${product.name} is marked sold elsewhere. Relist it here if the sale falls through.`);
  });
  const onRelist = useAction(async () => {
    if (await relist.run(product._id)) await showSuccess('Relisted!', `${product.name} is for sale again.`);
  });

  // Sold elsewhere, or taken off the market by a suspension since lifted: the seller relists it.
  const withdrawn = product.status === 'withdrawn';
  const canAdvertise = !product.isAdvertised && !product.isSold;
  return (
    <Card $padding="none" as="article" aria-label={product.name}>
      <LazyImage src={assetUrl(product.image)} alt={`${product.brand} ${product.name}`} />
      <Body>
        <Badges>
          <StatusBadge status={product.status} />
          {product.isAdvertised && <Badge $tone="info">Advertised</Badge>}
          {product.isReported && <Badge $tone="warning">Reported</Badge>}
        </Badges>
        <Title>
          {/* The listing as buyers see it. */}
          <Link to={listingPagePath(product._id)}>{product.name}</Link>
        </Title>
        <Prices>
          <strong>{kDollars(product.sale_price)}</strong>
          <s aria-label={`Original price ${kDollars(product.original_price, 'K$')}`}>
            {kDollars(product.original_price, 'K$')}
          </s>
        </Prices>
        <Facts>
          <dt>Brand</dt>
          <dd>{product.brand}</dd>
          <dt>Condition</dt>
          <Condition>{product.condition}</Condition>
          <dt>Used</dt>
          <dd>{yearsUsed(product.used)}</dd>
          <dt>Location</dt>
          <dd>{product.location}</dd>
          <dt>Posted</dt>
          <dd>{formatDay(product.poste_date)}</dd>
        </Facts>
      </Body>
      <Actions>
        {withdrawn ? (
          // Hidden from buyers: nothing to edit or advertise until it is back on the market.
          <Button
            className="wide"
            variant="secondary"
            onClick={() => onRelist.start()}
            disabled={onRelist.busy}
            loading={relist.running}
          >
            Relist
          </Button>
        ) : (
          <>
            <Button className="wide" variant="secondary" onClick={() => setEditing(true)}>
              Edit
            </Button>
            <Button
              variant="secondary"
              onClick={() => onAdvertise.start()}
              disabled={!canAdvertise || onAdvertise.busy}
              loading={advertise.running}
              title={
                product.isSold
                  ? 'A booked car cannot be advertised'
                  : product.isAdvertised
                    ? 'Already advertised'
                    : undefined
              }
            >
              {product.isAdvertised ? 'Advertised' : 'Advertise'}
            </Button>
            <Button
              variant="secondary"
              onClick={() => onSoldElsewhere.start()}
              disabled={product.isSold || onSoldElsewhere.busy}
              loading={soldElsewhere.running}
              title={product.isSold ? 'A booking holds this car: decline it in My Buyers first' : undefined}
            >
              Sold elsewhere
            </Button>
          </>
        )}
        <Button
          className="wide"
          variant="danger"
          onClick={() => onDelete.start()}
          disabled={onDelete.busy}
          loading={remove.running}
        >
          Delete
        </Button>
      </Actions>
      {/* Fixed over the page (the card has no transform to confine it). */}
      {editing && <EditListingDialog listing={product} onClose={() => setEditing(false)} />}
    </Card>
  );
}
