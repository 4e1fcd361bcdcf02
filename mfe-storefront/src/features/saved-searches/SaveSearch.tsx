import { Button, useAuth, styled } from '@carmarket/shared-ui';
import { Dialog, Field, Input, useMutation } from '@carmarket/shared-ui/widgets';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { filtersFromSearch } from '../listings/filters';
import { savedSearchName } from './search-name';
import { SAVED_SEARCH_NAME_MAX_LENGTH, SAVED_SEARCHES_PAGE, saveSearch } from '../../api/saved-searches';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;
const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;
const Done = styled.p`
  margin: 0;
  line-height: 1.5;
`;

/** The dialog: a name for the search (1–80 characters), then where to find it. */
function SaveSearchDialog({
  suggestedName,
  path,
  onClose,
}: {
  suggestedName: string;
  path: string;
  onClose: () => void;
}) {
  const [name, setName] = useState(suggestedName.slice(0, SAVED_SEARCH_NAME_MAX_LENGTH));
  const [problem, setProblem] = useState<string | undefined>();
  const [saved, setSaved] = useState(false);
  const save = useMutation(saveSearch, { onError: (error) => setProblem(error.message) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setProblem('Give the search a name.');
    if (trimmed.length > SAVED_SEARCH_NAME_MAX_LENGTH)
      return setProblem(`At most ${SAVED_SEARCH_NAME_MAX_LENGTH} characters.`);
    setProblem(undefined);
    if (await save.run({ name: trimmed, path })) setSaved(true);
  };

  return (
    <Dialog title={saved ? 'Search saved' : 'Save this search'} onClose={onClose} maxWidth={460}>
      {saved ? (
        <Form as="div">
          <Done>
            We count the new cars that match “{name.trim()}” and tell you about them (at most once a day). Find it in{' '}
            <Link to={SAVED_SEARCHES_PAGE}>Saved searches</Link>.
          </Done>
          <Actions>
            <Button onClick={onClose}>OK</Button>
          </Actions>
        </Form>
      ) : (
        <Form onSubmit={submit} noValidate>
          <Field
            label="Name"
            hint="Cars listed from now on that match these filters count as new matches."
            error={problem}
          >
            <Input value={name} maxLength={SAVED_SEARCH_NAME_MAX_LENGTH} onChange={(e) => setName(e.target.value)} />
          </Field>
          <Actions>
            <Button type="button" variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.running}>
              Save search
            </Button>
          </Actions>
        </Form>
      )}
    </Dialog>
  );
}

/**
 * "Save this search" for the category and search pages: stores the URL's filters under a name,
 * offered as what the filters say (`scope`: the category's name on a category page).
 */
export function SaveSearch({ scope }: { scope?: string }) {
  const signedIn = useAuth((s) => s.user !== null);
  const { pathname, search } = useLocation();
  const suggestedName = savedSearchName(scope, filtersFromSearch(new URLSearchParams(search)));
  const [open, setOpen] = useState(false);
  if (!signedIn) return null;
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        Save this search
      </Button>
      {open && (
        <SaveSearchDialog suggestedName={suggestedName} path={pathname + search} onClose={() => setOpen(false)} />
      )}
    </>
  );
}
