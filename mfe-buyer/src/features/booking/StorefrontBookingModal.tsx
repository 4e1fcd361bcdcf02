import { Spinner, toast, styled } from '@carmarket/shared-ui';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { loadStorefrontBookingModal, type BookingModalProps } from './storefront-booking';

// React.lazy keeps a failed load for good: a new one after each failure lets the next Book Now
// try the storefront again.
const lazyModal = () => lazy(loadStorefrontBookingModal);
let BookingModal = lazyModal();

const Loading = styled.div`
  position: fixed;
  inset: 0;
  display: grid;
  place-items: center;
  background: rgba(0, 0, 0, 0.25);
  z-index: 1000;
  color: ${({ theme }) => theme.colors.primary};
`;

interface BoundaryProps {
  onFailure: () => void;
  children: ReactNode;
}

/** A storefront that cannot be reached costs the buyer a toast, not the wish list screen. */
class LoadBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    console.warn('[buyer] could not load the booking form from the storefront:', error);
    BookingModal = lazyModal();
    toast.error('Booking is not available right now. Please try again in a moment.');
    this.props.onFailure();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** The storefront's booking modal, loaded from the storefront remote when first opened. */
export function StorefrontBookingModal(props: BookingModalProps) {
  return (
    <LoadBoundary onFailure={props.onClose}>
      <Suspense
        fallback={
          <Loading>
            <Spinner size={28} label="Opening the booking form" />
          </Loading>
        }
      >
        <BookingModal {...props} />
      </Suspense>
    </LoadBoundary>
  );
}
