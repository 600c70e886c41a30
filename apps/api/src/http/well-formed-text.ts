// Text a client sends must be text PostgreSQL can store and compare: no NUL character (a text
// value cannot hold one: SQLSTATE 22021, a 500) and no unpaired UTF-16 surrogate (it has no
// UTF-8 encoding; it would be stored as U+FFFD or refused). Checked once at the edge, for every
// body, query string and path, so no route meets such text.
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.ts';

export const ILL_FORMED_TEXT_MESSAGE = 'Text may not contain NUL characters or unpaired surrogates.';

// NUL is the point of the check.
// eslint-disable-next-line no-control-regex
const ILL_FORMED = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isWellFormedText(text: string): boolean {
  return !ILL_FORMED.test(text);
}

/** What an error may say back of such text: each offending character as U+FFFD. */
function shown(text: string): string {
  return text.replace(new RegExp(ILL_FORMED.source, 'g'), '\uFFFD');
}

function pointerToken(name: string): string {
  return name.replace(/~/g, '~0').replace(/\//g, '~1');
}

/**
 * The JSON pointer of the first string in `value` (a member name or a value, at any depth) that
 * is not well-formed text; null when all are. Walks without recursion: a deeply nested body must
 * not overflow the stack.
 */
export function findIllFormedText(value: unknown): string | null {
  const pending: [unknown, string][] = [[value, '']];
  while (pending.length > 0) {
    const [current, pointer] = pending.pop()!;
    if (typeof current === 'string') {
      if (!isWellFormedText(current)) return pointer;
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) pending.push([current[i], `${pointer}/${i}`]);
    } else if (current !== null && typeof current === 'object') {
      const entries = Object.entries(current);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [name, member] = entries[i]!;
        const memberPointer = `${pointer}/${pointerToken(name)}`;
        if (!isWellFormedText(name)) return memberPointer;
        pending.push([member, memberPointer]);
      }
    }
  }
  return null;
}

/** The first path or query parameter (by name) whose name or value is not well-formed text. */
function illFormedParameter(parameters: unknown): string | null {
  if (parameters === null || typeof parameters !== 'object') return null;
  for (const [name, value] of Object.entries(parameters)) {
    if (!isWellFormedText(name) || findIllFormedText(value) !== null) return name;
  }
  return null;
}

/**
 * 400 naming the first ill-formed parameter (`source.parameter`) or body member
 * (`source.pointer`): invalid_parameter / invalid_body. Path first, then query, then body.
 * A route that reads its own query string (autocomplete: `[]` for any bad input) keeps it.
 */
export function checkWellFormedText(request: FastifyRequest): void {
  const query = request.routeOptions.config.ownQuery ? {} : request.query;
  for (const parameters of [request.params, query]) {
    const name = illFormedParameter(parameters);
    if (name !== null) {
      // The name itself may be what is ill-formed: it is not repeated back as it came.
      throw AppError.invalidParameter(shown(name), ILL_FORMED_TEXT_MESSAGE);
    }
  }
  const pointer = findIllFormedText(request.body);
  if (pointer !== null) throw AppError.invalidBody(shown(pointer), ILL_FORMED_TEXT_MESSAGE);
}
