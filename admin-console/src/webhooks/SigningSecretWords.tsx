import { WEBHOOK_HEADERS } from '@moveday/openapi';

/** What a signing secret is for, in the dialogs that show one. */
export function SigningSecretWords() {
  return (
    <>
      MoveDay signs every delivery to this endpoint with it: the <code>{WEBHOOK_HEADERS.signature}</code> header holds{' '}
      <code>t=&lt;time&gt;,v1=&lt;HMAC-SHA256 of time.body&gt;</code>. Give it to the receiver so that it can check each delivery comes from MoveDay.
    </>
  );
}
