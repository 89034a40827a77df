import type { AddressInfo } from 'node:net';

import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  envelopeTo: string[];
  parsed: Email;
}

/**
 * A real SMTP server on loopback that accepts everything and keeps what it received, parsed.
 * Start it on a given port to play "the mail server came back".
 */
export class SmtpSink {
  readonly received: ReceivedMail[] = [];
  private server: SMTPServer | undefined;

  async start(port = 0): Promise<number> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          PostalMime.parse(Buffer.concat(chunks))
            .then((parsed) => {
              this.received.push({ envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address), parsed });
              callback();
            })
            .catch((error: Error) => callback(error));
        });
      },
    });
    const server = this.server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    return (server.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  to(address: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.envelopeTo.includes(address));
  }
}
