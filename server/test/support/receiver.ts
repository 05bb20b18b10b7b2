import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request a webhook receiver took: its headers, its body as bytes were read, when. */
export interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  receivedAt: number;
  /** The answer's status code. */
  answered: number;
}

/** What the receiver answers a request with; `hold` keeps it waiting until `release()`. */
export type Answer = number | 'hold';

/**
 * A real HTTP server on loopback standing in for an integrator's webhook receiver: it keeps every
 * request and answers as the test says (by default 200), in the order the test queues answers.
 */
export class WebhookReceiver {
  readonly requests: Received[] = [];
  private readonly answers: Answer[] = [];
  private readonly held: Array<() => void> = [];
  private server?: http.Server;

  async start(): Promise<void> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const answer = this.answers.shift() ?? 200;
        const respond = (status: number) => {
          this.requests.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), receivedAt: Date.now(), answered: status });
          res.writeHead(status, { 'Content-Type': 'text/plain' }).end(status < 300 ? 'thanks' : 'receiver down');
        };
        if (answer === 'hold') this.held.push(() => respond(200));
        else respond(answer);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}/moveday/events`;
  }

  /** The next requests are answered so, in order; then 200 again. */
  answerNext(...answers: Answer[]): void {
    this.answers.push(...answers);
  }

  /** Requests held so far (answered once released). */
  get holding(): number {
    return this.held.length;
  }

  release(): void {
    for (const respond of this.held.splice(0)) respond();
  }

  /** The bodies of the requests answered 2xx, parsed. */
  delivered<T = { id: string; type: string; createdAt: string; data: any }>(): T[] {
    return this.requests.filter((r) => r.answered < 300).map((r) => JSON.parse(r.body) as T);
  }

  /** Waits until `test` holds over what was received, failing after `timeoutMs`. */
  async waitFor(test: (receiver: this) => boolean, what: string, timeoutMs = 60_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!test(this)) {
      if (Date.now() > deadline) throw new Error(`The receiver did not see ${what} within ${timeoutMs} ms (got ${this.requests.length} requests)`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  async stop(): Promise<void> {
    this.release();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server?.closeAllConnections();
  }
}
