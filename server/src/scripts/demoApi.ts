// MoveDay's API as the demo seeding calls it (seedDemo.ts), as the site and the console do, and a
// mail sink that takes the demo's mails.
import net from 'node:net';
import type { OrderStatus } from '@moveday/openapi';

export interface QuoteAnswer {
  moveDatabaseID: string;
  quote: { estimateQuoteFlag: boolean };
}

export interface AddOrderAnswer {
  moveDatabaseID: string;
  moveStatus: OrderStatus;
}

/** What the summary prints of GET /api/admin/dashboard. */
export interface Figures {
  currentOrderCount: number;
  partnerUnassignedCount: number;
  partnerAssignedCount: number;
  openOrderTotalAmount: number;
  pastOrderCount: number;
  completedCount: number;
  cancelledCount: number;
  pastOrderTotalAmount: number;
  totalUsers: number;
  conversionRate: number;
  bookedMoves: number;
  quotedMoves: number;
}

export class Api {
  constructor(
    private readonly baseUrl: string,
    readonly admin: string,
  ) {}

  async call<T>(path: string, body?: unknown, token?: string): Promise<T> {
    const res = await fetch(`${this.baseUrl}/api${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${text.slice(0, 300)}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  adminCall<T>(path: string, body?: unknown): Promise<T> {
    return this.call<T>(path, body, this.admin);
  }
}

/** A mail server that accepts every message and keeps none: the demo's customers are not real. */
export function startMailSink(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    socket.write('220 moveday-demo-sink ESMTP\r\n');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) {
            buffer = buffer.slice(-4);
            return;
          }
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 OK\r\n');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const verb = buffer.slice(0, newline).slice(0, 4).toUpperCase();
        buffer = buffer.slice(newline + 2);
        if (verb === 'DATA') {
          inData = true;
          // The terminator may follow at once; keep the line break it starts with.
          buffer = `\r\n${buffer}`;
          socket.write('354 Go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 Bye\r\n');
        else socket.write(verb === 'EHLO' || verb === 'HELO' ? '250 moveday-demo-sink\r\n' : '250 OK\r\n');
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      resolve({
        url: `smtp://127.0.0.1:${port}`,
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}
