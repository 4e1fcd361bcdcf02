import { Button, VisuallyHidden, styled } from '@carmarket/shared-ui';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';

/** The API's limit (MESSAGE_MAX_LENGTH): 1–2000 characters once trimmed. */
export const MESSAGE_MAX = 2000;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;
const Box = styled.textarea<{ $invalid: boolean }>`
  width: 100%;
  min-height: 84px;
  max-height: 40vh;
  resize: vertical;
  padding: 10px 12px;
  font: inherit;
  line-height: 1.45;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.sm};
  &:focus {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;
const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  flex-wrap: wrap;
`;
const Hint = styled.span<{ $over?: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme, $over }) => ($over ? theme.colors.danger : theme.colors.textMuted)};
`;
const Problem = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;

/** Why `text` cannot be sent, or null. */
export function messageProblem(text: string): string | null {
  const length = text.trim().length;
  if (length === 0) return 'Write a message first.';
  if (length > MESSAGE_MAX) return `A message holds at most ${MESSAGE_MAX} characters; this one has ${length}.`;
  return null;
}

/** The box to write in: Enter sends, Shift+Enter starts a new line. `send` resolves true once sent (false: not sent). */
export function Composer({
  to,
  send,
  sending,
}: {
  to: string;
  send: (text: string) => Promise<boolean>;
  sending: boolean;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const length = text.trim().length;

  // Sends go one after another, in the order written; the box empties at once for the next one.
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  function submit() {
    const why = messageProblem(text);
    setProblem(why);
    if (why) return;
    const written = text;
    setText('');
    queue.current = queue.current.then(async () => {
      // A message that could not be sent (the toast says why) comes back, unless something new was typed.
      if (!(await send(written.trim()))) setText((current) => (current === '' ? written : current));
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter while an input method composes a character confirms the character, not the message.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  }

  return (
    <Form
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        submit();
      }}
    >
      <VisuallyHidden as="label" htmlFor={id}>
        Message to {to}
      </VisuallyHidden>
      <Box
        id={id}
        value={text}
        placeholder={`Write to ${to}…`}
        $invalid={problem !== null}
        aria-invalid={problem !== null}
        aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
        onChange={(event) => {
          setText(event.target.value);
          if (problem) setProblem(messageProblem(event.target.value));
        }}
        onKeyDown={onKeyDown}
      />
      {problem && (
        <Problem id={`${id}-problem`} role="alert">
          {problem}
        </Problem>
      )}
      <Bar>
        <Hint id={`${id}-hint`} $over={length > MESSAGE_MAX}>
          Enter sends, Shift+Enter adds a line · {length}/{MESSAGE_MAX}
        </Hint>
        <Button type="submit" loading={sending}>
          Send
        </Button>
      </Bar>
    </Form>
  );
}
