import { Container, Muted, PageTitle, styled } from '@carmarket/shared-ui';
import { FaqAccordion } from '../features/blog/FaqAccordion';
import { FAQ } from '../features/blog/faq';

const Page = styled(Container)`
  max-width: 860px;
  padding-top: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.xxl};
  > p {
    margin-bottom: ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  h1 {
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
`;

/** /blog: questions about the technology behind the site, as an accordion. */
export default function Blog() {
  return (
    <Page>
      <PageTitle>Blog</PageTitle>
      <Muted>Notes from the team that builds CarMarket: the web technology behind the site, explained plainly.</Muted>
      <FaqAccordion items={FAQ} />
    </Page>
  );
}
