import { spawn } from 'node:child_process';

/*
 * pdf-parse (pdf.js) starts its worker with a dynamic import(), which jest's CommonJS runtime refuses;
 * so the PDF is read by a plain Node process, the way a reader's tool would, and its text comes back.
 */
const reader = `
const { PDFParse } = require('pdf-parse');
const chunks = [];
process.stdin.on('data', (c) => chunks.push(c));
process.stdin.on('end', async () => {
  const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
  try {
    const result = await parser.getText();
    process.stdout.write(
      JSON.stringify({ text: result.text, pages: result.total, pageTexts: result.pages.map((p) => p.text) }),
    );
  } catch (error) {
    process.stderr.write(String(error && error.message || error));
    process.exitCode = 1;
  } finally {
    await parser.destroy();
  }
});`;

/**
 * The text a reader gets out of a PDF, whitespace folded to single spaces so a phrase the layout
 * wrapped still matches; `pages` is the page count and `pageTexts` each page's own text, folded the
 * same way. Rejects when the bytes are not a readable PDF.
 */
export const pdfText = (bytes: Buffer): Promise<{ text: string; pages: number; pageTexts: string[] }> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', reader], { cwd: __dirname });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => err.push(c));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`not a readable PDF: ${Buffer.concat(err).toString()}`));
      const parsed = JSON.parse(Buffer.concat(out).toString()) as {
        text: string;
        pages: number;
        pageTexts: string[];
      };
      const fold = (text: string) => text.replace(/\s+/g, ' ').trim();
      resolve({ text: fold(parsed.text), pages: parsed.pages, pageTexts: parsed.pageTexts.map(fold) });
    });
    child.stdin.end(bytes);
  });
