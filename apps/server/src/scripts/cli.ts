// What the operator commands share: arguments parsed strictly, with the usage line after any mistake.
import { type ParseArgsConfig, parseArgs } from 'node:util';

export function fail(usage: string, message: string): never {
  console.error(`${message}\n${usage}`);
  process.exit(1);
}

export function readArgs<T extends ParseArgsConfig>(usage: string, config: T) {
  try {
    return parseArgs({ ...config, strict: true });
  } catch (error) {
    return fail(usage, (error as Error).message);
  }
}
