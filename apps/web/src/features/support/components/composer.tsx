import { SUPPORT_MESSAGE_MAX_LENGTH } from '@manna/shared';
import { SendHorizontal } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { ButtonSpinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { getErrorMessage } from '@/lib/api-client';
import { COMPOSER_HINT, SEND, SEND_FAILED, SENDING } from '../utils/support-messages';

interface ComposerProps {
  label: string;
  /** Sends the trimmed text; the box empties once it resolves, and keeps the text if it fails. */
  onSend: (body: string) => Promise<unknown>;
  pending: boolean;
  error: unknown;
}

/**
 * Where a message is written (docs/product/support.md#messages): Enter sends, Shift+Enter starts a
 * new line, and a message being composed with an input method (Japanese, Chinese) is not sent by
 * the Enter that confirms a word.
 */
export function Composer({ label, onSend, pending, error }: ComposerProps) {
  const [text, setText] = useState('');
  const blank = text.trim() === '';

  const send = () => {
    if (blank || pending) return;
    onSend(text.trim()).then(
      () => setText(''),
      // The failure is shown below the box, which keeps the text for another try.
      () => {},
    );
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3">
      {error ? <Alert title={SEND_FAILED}>{getErrorMessage(error)}</Alert> : null}
      <Field label={label} hint={COMPOSER_HINT}>
        {(control) => (
          <Textarea
            {...control}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            maxLength={SUPPORT_MESSAGE_MAX_LENGTH}
            rows={3}
            className="min-h-24"
          />
        )}
      </Field>
      <Button type="submit" className="self-end" disabled={blank || pending}>
        {pending ? <ButtonSpinner /> : <SendHorizontal aria-hidden="true" />}
        {pending ? SENDING : SEND}
      </Button>
    </form>
  );
}
