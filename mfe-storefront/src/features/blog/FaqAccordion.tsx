import { useId, useState, type ReactNode } from 'react';
import { styled } from '@carmarket/shared-ui';

export interface FaqItem {
  question: string;
  answer: ReactNode;
}

const List = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  overflow: hidden;
  > * + * {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
const Question = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;
const Toggle = styled.button`
  width: 100%;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  min-height: 56px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 700;
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.bg};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
  svg {
    flex: none;
    transition: transform 150ms ease;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;
const Answer = styled.div`
  padding: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg};
  line-height: 1.65;
  color: ${({ theme }) => theme.colors.text};
  p,
  ul {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  li + li {
    margin-top: 4px;
  }
  pre {
    margin: ${({ theme }) => theme.space.sm} 0;
    padding: ${({ theme }) => theme.space.md};
    overflow-x: auto;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.footerBg};
    color: #e2e8f0;
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    line-height: 1.5;
  }
  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 0.92em;
  }
`;

function Entry({ item }: { item: FaqItem }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div>
      <Question>
        <Toggle
          type="button"
          id={`${id}-q`}
          aria-expanded={open}
          aria-controls={`${id}-a`}
          onClick={() => setOpen(!open)}
        >
          {item.question}
          <svg
            width="18"
            height="18"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            aria-hidden="true"
          >
            <path d="M6 9l6 6 6-6" />
          </svg>
        </Toggle>
      </Question>
      <Answer id={`${id}-a`} role="region" aria-labelledby={`${id}-q`} hidden={!open}>
        {item.answer}
      </Answer>
    </div>
  );
}

/** WAI-ARIA accordion: each question is a button (aria-expanded) that shows or hides its answer. */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  return (
    <List>
      {items.map((item) => (
        <Entry key={item.question} item={item} />
      ))}
    </List>
  );
}
