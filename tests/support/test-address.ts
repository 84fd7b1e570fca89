import { randomInt } from "node:crypto";

/**
 * A client address of its own for a test's calls. The API test files of a worker share one database, and
 * so the rate limiter's counters: calls from one address (inject's default 127.0.0.1), some made on a fake
 * clock weeks ahead, would add up across files until a login is refused for a month.
 */
export const testAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
