/**
 * Bootstrap: the very first import of main.ts, so that libuv's pool is sized (thread-pool.ts) before
 * any module, OpenTelemetry's included, can queue work on it and fix its size.
 */
import { sizeThreadPool } from './thread-pool';

sizeThreadPool();
