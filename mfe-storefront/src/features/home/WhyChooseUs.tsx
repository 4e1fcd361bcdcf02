import { Grid, media, styled } from '@carmarket/shared-ui';
import type { ReactNode } from 'react';
import { Section } from './Section';

const Point = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  h3 {
    margin: 0 0 4px;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    line-height: 1.5;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ${media.md} {
    flex-direction: column;
  }
`;
const Icon = styled.svg`
  flex: none;
  width: 44px;
  height: 44px;
  padding: 10px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  stroke: ${({ theme }) => theme.colors.primary};
  fill: none;
  stroke-width: 2;
  stroke-linecap: round;
  stroke-linejoin: round;
`;

const REASONS: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Verified sellers',
    text: 'Our team checks sellers before they get the blue tick, so you always know who you are dealing with.',
    icon: <path d="M12 3l7 3v5c0 4.5-3 8.4-7 10-4-1.6-7-5.5-7-10V6l7-3zM8.5 12l2.5 2.5 4.5-5" />,
  },
  {
    title: 'Honest prices',
    text: 'Every listing shows what the car cost new and what it sells for today, with its condition and years of use.',
    icon: <path d="M20 12l-8 8-9-9V3h8l9 9zM7.5 7.5h.01" />,
  },
  {
    title: 'Book in a minute',
    text: 'Leave a phone number and a place to meet. The car is held for you while you arrange the viewing.',
    icon: (
      <path d="M8 3v3M16 3v3M4 8h16M5 5h14a1 1 0 011 1v13a1 1 0 01-1 1H5a1 1 0 01-1-1V6a1 1 0 011-1zM9 14l2 2 4-4" />
    ),
  },
  {
    title: 'Secure card payment',
    text: 'Pay for your booked car by card through a certified payment provider, with the order and its price on screen.',
    icon: <path d="M3 7a2 2 0 012-2h14a2 2 0 012 2v10a2 2 0 01-2 2H5a2 2 0 01-2-2V7zM3 10h18M7 15h4" />,
  },
];

/** The home page's why-choose-us section (docs/product.md §2.3): what a buyer gets here that a classified ad does not give. */
export function WhyChooseUs() {
  return (
    <Section title="Why choose CarMarket">
      <Grid $min={230} $gap="md">
        {REASONS.map((reason) => (
          <Point key={reason.title}>
            <Icon viewBox="0 0 24 24" aria-hidden="true">
              {reason.icon}
            </Icon>
            <div>
              <h3>{reason.title}</h3>
              <p>{reason.text}</p>
            </div>
          </Point>
        ))}
      </Grid>
    </Section>
  );
}
