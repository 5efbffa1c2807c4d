// The browser suite's jest environment: node, plus a mark of whether the running test has failed,
// which jest does not tell afterEach hooks. useBrowser reads it to describe the pages of a failed
// test (failure-report.ts) before it closes them.
import type { Circus } from '@jest/types';
import { TestEnvironment } from 'jest-environment-node';
import { TEST_FAILED } from './test-failed-mark';

export default class BrowserSuiteEnvironment extends TestEnvironment {
  handleTestEvent(event: Circus.Event): void {
    if (event.name === 'test_fn_start') this.global[TEST_FAILED] = false;
    if (event.name === 'test_fn_failure') this.global[TEST_FAILED] = true;
  }
}
