import net from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './ports.js';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments: Array<{ filename: string; contentType: string; content: Buffer }>;
}

/** A real SMTP server on loopback that keeps what it receives, for tests to read. */
export class Mailbox {
  private readonly received: ReceivedMail[] = [];
  private server?: SMTPServer;
  /** While set, a message that arrives is read but never answered: its sender waits (and may die waiting). */
  private holding?: (mail: ReceivedMail) => void;
  port = 0;

  /** Listens on `port`, or on a free one. */
  async start(port?: number): Promise<void> {
    this.port = port ?? (await freePort());
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream).then(
          (mail: ParsedMail) => {
            const to = [mail.to]
              .flat()
              .flatMap((a) => a?.value ?? [])
              .map((a) => a.address?.toLowerCase() ?? '');
            const attachments = mail.attachments.map((file) => ({ filename: file.filename ?? '', contentType: file.contentType, content: file.content }));
            const received = { to, subject: mail.subject ?? '', text: mail.text ?? '', html: typeof mail.html === 'string' ? mail.html : '', attachments };
            if (this.holding) {
              this.holding(received);
              return; // no answer: the message is never accepted
            }
            this.received.push(received);
            callback();
          },
          (err: Error) => callback(err),
        );
      },
    });
    // A sender cut off mid-message (a server killed while it sends) ends that connection, as at a real
    // relay; unheard, its error would be thrown into whatever test runs at that moment, or after the run.
    this.server.on('error', () => undefined);
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = undefined;
  }

  /**
   * Resolves with the next message that arrives, which is left unanswered (its sender waits until
   * it gives up or dies); messages after it are taken as usual.
   */
  holdNext(): Promise<ReceivedMail> {
    return new Promise((resolve) => {
      this.holding = (mail) => {
        this.holding = undefined;
        resolve(mail);
      };
    });
  }

  /** Every message taken so far. */
  all(): ReceivedMail[] {
    return [...this.received];
  }

  /** Every message to this address so far. */
  to(address: string): ReceivedMail[] {
    return this.received.filter((m) => m.to.includes(address.toLowerCase()));
  }

  /** Waits for a message to `address` matching `test`, failing after `timeoutMs`. */
  async waitFor(address: string, test: (mail: ReceivedMail) => boolean = () => true, timeoutMs = 30_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.to(address).find(test);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`No mail to ${address} within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 25));
    }
  }
}

/** A mail server that takes connections and never says a word: what a hung relay looks like. */
export class SilentSmtp {
  private readonly server = net.createServer((socket) => {
    this.sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => this.sockets.delete(socket));
  });
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  async start(port?: number): Promise<void> {
    this.port = port ?? (await freePort());
    await new Promise<void>((resolve) => this.server.listen(this.port, '127.0.0.1', resolve));
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Connections taken so far that are still open. */
  get waiting(): number {
    return this.sockets.size;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
