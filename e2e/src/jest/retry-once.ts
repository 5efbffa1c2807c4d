// A browser test that fails is run once more, and its first error is printed either way (ADR 0423):
// a whole product and a browser on a loaded machine fail now and then for reasons no assertion is
// about. npm test's summary names every test that passed only on its second run, so a flaky test
// stays in sight instead of turning CI red for a whole session's work.
jest.retryTimes(1, { logErrorsBeforeRetry: true });
