import { apiClient, ApiError, Button, media, toast, VisuallyHidden, styled } from '@carmarket/shared-ui';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';

const Dark = styled.footer`
  background: ${({ theme }) => theme.colors.footerBg};
  color: ${({ theme }) => theme.colors.footerText};
  margin-top: 48px;
  a {
    color: ${({ theme }) => theme.colors.footerText};
    text-decoration: none;
  }
  a:hover {
    color: #fff;
    text-decoration: underline;
  }
  :focus-visible {
    outline-color: ${({ theme }) => theme.colors.focusOnDark};
  }
`;
const Inner = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 40px 16px 24px;
  display: grid;
  gap: 32px;
  grid-template-columns: 1fr;
  ${media.md} {
    padding: 56px 24px 32px;
    grid-template-columns: 1.3fr 2fr;
    gap: 48px;
  }
`;
const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: 24px;
  ${media.sm} {
    grid-template-columns: repeat(4, 1fr);
  }
`;
const ColumnTitle = styled.h2`
  margin: 0 0 12px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-transform: uppercase;
  letter-spacing: 0.08em;
  color: ${({ theme }) => theme.colors.footerHeading};
`;
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
const SubscribeForm = styled.form`
  display: flex;
  gap: 8px;
  margin: 12px 0 16px;
  input {
    flex: 1;
    min-width: 0;
    min-height: 42px;
    padding: 0 12px;
    border-radius: ${({ theme }) => theme.radii.sm};
    border: 1px solid #334155;
    background: #111a2e;
    color: #fff;
    font: inherit;
  }
  input::placeholder {
    color: #94a3b8;
  }
`;
const Blurb = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.6;
  max-width: 40ch;
`;
const Bottom = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 16px;
  border-top: 1px solid #1e293b;
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  justify-content: space-between;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${media.md} {
    padding: 20px 24px;
  }
`;
const Social = styled.div`
  display: flex;
  gap: 8px;
  a {
    display: inline-flex;
    width: 40px;
    height: 40px;
    align-items: center;
    justify-content: center;
    border-radius: 50%;
    background: #1e293b;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.primary};
  }
`;

const COLUMNS: { title: string; links: string[] }[] = [
  { title: 'Category', links: ['Electric cars', 'SUVs', 'Sedans'] },
  { title: 'Apples', links: ['About us', 'Careers', 'Press'] },
  { title: 'Cherry', links: ['Help centre', 'Safety tips', 'Contact'] },
  { title: 'Business', links: ['Sell your car', 'Dealers', 'Advertise'] },
];

const ICONS = {
  Facebook: 'M14 8h2V5h-2.5C11 5 10 6.6 10 8.8V10H8v3h2v7h3v-7h2.4l.6-3h-3V9c0-.6.4-1 1-1z',
  Twitter:
    'M20 7.5a6 6 0 0 1-1.7.5 3 3 0 0 0 1.3-1.7 6 6 0 0 1-1.9.8 3 3 0 0 0-5.1 2.7A8.4 8.4 0 0 1 6.5 6.7a3 3 0 0 0 .9 4 3 3 0 0 1-1.3-.4 3 3 0 0 0 2.4 2.9 3 3 0 0 1-1.4.1 3 3 0 0 0 2.8 2A6 6 0 0 1 5 16.6 8.4 8.4 0 0 0 9.6 18c5.5 0 8.5-4.6 8.5-8.5v-.4A6 6 0 0 0 20 7.5z',
  YouTube:
    'M20.6 8.2a2.3 2.3 0 0 0-1.6-1.6C17.6 6.2 12 6.2 12 6.2s-5.6 0-7 .4a2.3 2.3 0 0 0-1.6 1.6A24 24 0 0 0 3 12a24 24 0 0 0 .4 3.8A2.3 2.3 0 0 0 5 17.4c1.4.4 7 .4 7 .4s5.6 0 7-.4a2.3 2.3 0 0 0 1.6-1.6A24 24 0 0 0 21 12a24 24 0 0 0-.4-3.8zM10.2 14.6V9.4l4.6 2.6z',
};

function Subscribe() {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await apiClient.post('/subscriptions', { body: { email } });
      toast.success('Thanks! You are subscribed for updates.');
      setEmail('');
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : 'Could not subscribe. Try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <SubscribeForm onSubmit={(e) => void onSubmit(e)} aria-label="Subscribe for updates">
      <VisuallyHidden as="label" htmlFor="subscribe-email">
        Your e-mail for updates
      </VisuallyHidden>
      <input
        id="subscribe-email"
        type="email"
        name="email"
        placeholder="Email"
        required
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <Button type="submit" loading={busy}>
        Subscribe
      </Button>
    </SubscribeForm>
  );
}

/** The dark footer of every page (docs/product.md §2.2). */
export function Footer() {
  return (
    <Dark>
      <Inner>
        <div>
          <ColumnTitle as="h2">Subscribe for updates</ColumnTitle>
          <Subscribe />
          <Blurb>We would love to happy to provide you better service. For any issue contact us.</Blurb>
        </div>
        <Columns>
          {COLUMNS.map((col) => (
            <nav key={col.title} aria-label={col.title}>
              <ColumnTitle>{col.title}</ColumnTitle>
              <List>
                {col.links.map((label) => (
                  <li key={label}>
                    <Link to="/">{label}</Link>
                  </li>
                ))}
              </List>
            </nav>
          ))}
        </Columns>
      </Inner>
      <Bottom>
        <span>Copyright © 2022 CarMarket. All rights reserved.</span>
        <Social>
          {Object.entries(ICONS).map(([name, d]) => (
            <Link key={name} to="/" aria-label={name}>
              <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
                <path d={d} />
              </svg>
            </Link>
          ))}
        </Social>
      </Bottom>
    </Dark>
  );
}
