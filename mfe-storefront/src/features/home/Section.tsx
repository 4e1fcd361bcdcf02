import { Heading, Muted, styled } from '@carmarket/shared-ui';
import { useId, type ReactNode } from 'react';

const Wrap = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  h2 {
    margin: 0;
  }
`;

/** A home page section: an h2 that names the region, an optional lead line, the content. */
export function Section({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  const id = useId();
  return (
    <Wrap aria-labelledby={id}>
      <div>
        <Heading id={id}>{title}</Heading>
        {lead && <Muted>{lead}</Muted>}
      </div>
      {children}
    </Wrap>
  );
}
