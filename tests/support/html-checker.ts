import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/**
 * The W3C Nu HTML Checker (the `vnu-jar` package, run by Debian's Java: scripts/ensure-java.mjs)
 * over several documents in one run, since each run starts a Java virtual machine. Returns one
 * line per error, "<name>: line N: message".
 */
export async function htmlErrors(documents: { name: string; html: string }[]): Promise<string[]> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'vnu-'));
  try {
    const files = documents.map((document, index) => {
      const file = path.join(folder, `${index}.html`);
      writeFileSync(file, document.html);
      return file;
    });
    const nameOf = new Map(files.map((file, index) => [file, documents[index]!.name]));
    const report = await new Promise<string>((resolve, reject) =>
      // The checker exits 1 when it finds an error; its JSON report is on standard error either way.
      execFile(
        'java',
        ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files],
        { maxBuffer: 64 * 1024 * 1024 },
        (error, _stdout, stderr) => {
          if (!stderr.trimStart().startsWith('{')) reject(error ?? new Error(`vnu said: ${stderr}`));
          else resolve(stderr);
        },
      ),
    );
    const { messages } = JSON.parse(report) as { messages: VnuMessage[] };
    return messages
      .filter((message) => message.type === 'error' || message.subType === 'fatal')
      .map((message) => {
        const name = nameOf.get(message.url.replace(/^file:/, '')) ?? message.url;
        return `${name}: line ${message.lastLine ?? '?'}: ${message.message} (${message.extract ?? ''})`;
      });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const vnuJar = createRequire(__filename).resolve('vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}
