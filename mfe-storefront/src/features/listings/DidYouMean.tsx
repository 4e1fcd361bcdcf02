import { styled, useApi } from '@carmarket/shared-ui';
import { Link } from 'react-router-dom';

const Line = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  a {
    font-weight: 700;
  }
`;

export interface DidYouMeanProps {
  /** The words searched for; nothing shows while they are empty or spelt as the catalogue spells them. */
  q: string;
  /** The page's address searching for `q` instead (the same filters). */
  searchFor: (q: string) => string;
}

/** "Did you mean Corolla?" with an empty result: the catalogue's spelling of a misspelt brand or model. */
export function DidYouMean({ q, searchFor }: DidYouMeanProps) {
  const words = q.trim();
  const { data } = useApi(words ? '/search/suggestion' : null, { params: { query: { q: words } }, errorToast: false });
  const suggestion = data?.suggestion;
  if (!suggestion) return null;
  return (
    <Line>
      Did you mean <Link to={searchFor(suggestion)}>{suggestion}</Link>?
    </Line>
  );
}
