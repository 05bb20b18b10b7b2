import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './ports.js';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** A real SMTP server on loopback that keeps what it receives, for tests to read. */
export class Mailbox {
  private readonly received: ReceivedMail[] = [];
  private server?: SMTPServer;
  port = 0;

  async start(): Promise<void> {
    this.port = await freePort();
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream).then(
          (mail: ParsedMail) => {
            const to = [mail.to].flat().flatMap((a) => a?.value ?? []).map((a) => a.address?.toLowerCase() ?? '');
            this.received.push({ to, subject: mail.subject ?? '', text: mail.text ?? '', html: typeof mail.html === 'string' ? mail.html : '' });
            callback();
          },
          (err: Error) => callback(err),
        );
      },
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** Every message to this address so far. */
  to(address: string): ReceivedMail[] {
    return this.received.filter((m) => m.to.includes(address.toLowerCase()));
  }

  /** Waits for a message to `address` matching `test`, failing after `timeoutMs`. */
  async waitFor(address: string, test: (mail: ReceivedMail) => boolean = () => true, timeoutMs = 5000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.to(address).find(test);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`No mail to ${address} within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 25));
    }
  }
}
