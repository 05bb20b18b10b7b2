// The webhooks' benchmark's receiver (webhooks.ts): an https (or http) server on 127.0.0.1 that
// keeps each event's receipt and checks its signature, and the certificate made for it.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

export interface Receipt {
  at: number;
  eventId: string;
  type: string;
  createdAt: number;
  orderId: string;
  signatureGood: boolean;
}

export interface Receiver {
  url: string;
  receipts: Receipt[];
  /** Set once the endpoint is made: each delivery's signature is checked with it. */
  secret: string;
  stop(): Promise<void>;
}

/** The signature check of docs/integrations.md, in short: HMAC-SHA256 of "<t>.<body>", compared in constant time. */
function signatureGood(header: string | undefined, body: Buffer, secret: string): boolean {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header ?? '');
  if (!match) return false;
  const expected = crypto.createHmac('sha256', secret).update(`${match[1]}.`).update(body).digest();
  return crypto.timingSafeEqual(expected, Buffer.from(match[2]!, 'hex')) && Math.abs(Date.now() / 1000 - Number(match[1])) <= 300;
}

export async function startReceiver(tls: { key: string; cert: string } | undefined): Promise<Receiver> {
  const receipts: Receipt[] = [];
  const receiver: Receiver = { url: '', receipts, secret: '', stop: async () => undefined };
  const handle = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const at = Date.now();
      const body = Buffer.concat(chunks);
      const event = JSON.parse(body.toString('utf8')) as { id: string; type: string; createdAt: string; data: { order: { id: string } } };
      receipts.push({
        at,
        eventId: event.id,
        type: event.type,
        createdAt: Date.parse(event.createdAt),
        orderId: event.data.order.id,
        signatureGood: signatureGood(req.headers['moveday-signature'] as string | undefined, body, receiver.secret),
      });
      res.writeHead(204).end();
    });
  };
  const server = tls ? https.createServer(tls, handle) : http.createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  receiver.url = `${tls ? 'https' : 'http'}://127.0.0.1:${port}/moveday/events`;
  receiver.stop = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return receiver;
}

/** A key and a certificate for 127.0.0.1, made for this run. */
export async function makeCertificate(dir: string): Promise<{ key: string; cert: string; certFile: string }> {
  const keyFile = join(dir, 'key.pem');
  const certFile = join(dir, 'cert.pem');
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        keyFile,
        '-out',
        certFile,
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
  } catch (err) {
    throw new Error(`openssl could not make the receiver's certificate (${(err as Error).message}); run with --http for a plain-http receiver`, { cause: err });
  }
  return { key: await readFile(keyFile, 'utf8'), cert: await readFile(certFile, 'utf8'), certFile };
}
