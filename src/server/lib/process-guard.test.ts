import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { guardProcess } from './process-guard';

function guarded() {
  const target = new EventEmitter();
  const lines: string[] = [];
  const exits: number[] = [];
  guardProcess(
    target as unknown as NodeJS.Process,
    (line) => lines.push(line),
    (code) => exits.push(code),
  );
  return { target, lines, exits };
}

describe('the process guard', () => {
  it('logs a lost database connection that reached the process, and keeps it running', () => {
    const { target, lines, exits } = guarded();
    target.emit('uncaughtException', new Error('Connection terminated unexpectedly'));
    target.emit(
      'uncaughtException',
      Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
    );
    expect(exits).toEqual([]);
    expect(lines).toEqual([
      'a database connection was lost (Connection terminated unexpectedly) with nobody listening; carrying on',
      'a database connection was lost (ECONNRESET) with nobody listening; carrying on',
    ]);
  });

  it('ends the process on anything else, for its supervisor to restart', () => {
    const { target, lines, exits } = guarded();
    target.emit('uncaughtException', new TypeError('x is not a function'));
    expect(exits).toEqual([1]);
    expect(lines[0]).toMatch(/^fatal: TypeError: x is not a function/);
  });
});
