import { formatFullDateTime, formatWhen, styled, type MessageView } from '@carmarket/shared-ui';

const Item = styled.li<{ $mine: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  gap: 4px;
`;
const Bubble = styled.div<{ $mine: boolean }>`
  max-width: min(560px, 85%);
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $mine }) => ($mine ? theme.colors.primarySoft : theme.colors.surfaceMuted)};
  color: ${({ theme }) => theme.colors.text};
`;
// Plain text as typed: line breaks kept, long words and links wrapped, never read as markup.
const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: 1.45;
`;
const Meta = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Notice = styled.p`
  margin: 0;
  max-width: min(560px, 85%);
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radii.sm};
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const SAFETY_NOTICE =
  'Be careful: this message has a link or asks for payment outside CarMarket. Pay only through CarMarket, never a deposit by transfer, gift card or crypto, and do not open links you do not trust.';

/** One message; the reader of a message with a link or an off-CarMarket payment sees a safety notice. */
export function MessageBubble({
  message,
  mine,
  senderName,
}: {
  message: MessageView;
  mine: boolean;
  senderName: string;
}) {
  return (
    <Item $mine={mine} aria-label={`${mine ? 'You' : senderName}, ${formatFullDateTime(message.createdAt)}`}>
      <Bubble $mine={mine}>
        <Text>{message.text}</Text>
      </Bubble>
      <Meta>
        {mine ? 'You' : senderName} · <time dateTime={message.createdAt}>{formatWhen(message.createdAt)}</time>
      </Meta>
      {!mine && message.safetyNotice && <Notice role="note">{SAFETY_NOTICE}</Notice>}
    </Item>
  );
}
