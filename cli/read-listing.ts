import { readFileSync } from 'node:fs';

/** The largest listing accepted, as for a paste in the admin area. */
export const maxListingBytes = 1024 * 1024;

/** A listing that cannot be read; its message is meant for the person running the command. */
export class ListingError extends Error {
  override name = 'ListingError';
}

/**
 * Standard input, up to `limit` bytes (one byte more tells the caller it was too long). Read as a
 * stream: a synchronous read of a pipe fails with EAGAIN when the writer is slower than we are.
 */
export async function readStandardInput(limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of process.stdin as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    length += chunk.length;
    if (length > limit) {
      process.stdin.destroy();
      break;
    }
  }
  return Buffer.concat(chunks).subarray(0, limit + 1);
}

/**
 * Reads a listing from a file, or standard input for "-": UTF-8 text of at most 1 MiB with
 * something in it. Anything else is a ListingError with a plain message.
 */
export async function readListing(file: string): Promise<string> {
  let bytes: Buffer;
  try {
    bytes = file === '-' ? await readStandardInput(maxListingBytes) : readFileSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new ListingError(`No such file: ${file}`);
    if (code === 'EISDIR') throw new ListingError(`${file} is a folder, not a listing`);
    throw new ListingError(
      `Cannot read ${file === '-' ? 'standard input' : file} (${code ?? 'error'})`,
    );
  }
  if (bytes.length > maxListingBytes) throw new ListingError('The listing is larger than 1 MiB');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ListingError('The listing is not UTF-8 text');
  }
  if (text.includes('\u0000'))
    throw new ListingError('The listing is not text (it contains NUL bytes)');
  if (text.trim() === '') throw new ListingError('Please paste fixture information');
  return text;
}
