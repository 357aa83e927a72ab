import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import type { PassageTarget } from '../utils/resolve-passage';

// Reference parsing brings the table of book names and abbreviations: it loads when the member
// first focuses the box, not with the screen.
const loadResolver = () => import('../utils/resolve-passage');

interface PassageSearchProps {
  onNavigate: (target: PassageTarget) => void;
  className?: string;
}

/** 'Go to a passage': a reference such as 'John 3:16-18' or 'jn 3' opens that chapter. */
export function PassageSearch({ onNavigate, className }: PassageSearchProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    let resolver: Awaited<ReturnType<typeof loadResolver>>;
    try {
      resolver = await loadResolver();
    } catch {
      setError(NETWORK_ERROR_MESSAGE);
      return;
    }
    const result = resolver.resolvePassage(value);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setError(undefined);
    onNavigate(result.target);
  };

  return (
    <search className={className}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col">
        <Field label="Go to a passage" error={error}>
          {(control) => (
            <div className="flex gap-2">
              <Input
                {...control}
                value={value}
                onFocus={() => void loadResolver()}
                onChange={(event) => {
                  setValue(event.target.value);
                  if (error) setError(undefined);
                }}
                placeholder="John 3:16-18 or jn 3"
                autoComplete="off"
                autoCapitalize="words"
                spellCheck={false}
                enterKeyHint="go"
                className="min-w-0 flex-1"
              />
              <Button type="submit" variant="secondary" className="shrink-0">
                <Search aria-hidden="true" />
                Go
              </Button>
            </div>
          )}
        </Field>
      </form>
    </search>
  );
}
