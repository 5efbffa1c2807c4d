import { START_DOCUMENTS, fetchStartDocument, requestStartDocuments } from './start-documents';

describe('the start documents', () => {
  it('are requested once, handed out once, and fetched afresh after that', async () => {
    const early = jest.fn((url: string) => Promise.resolve({ early: url }));
    requestStartDocuments(early);
    requestStartDocuments(early);
    expect(early.mock.calls.map(([url]) => url)).toEqual([...START_DOCUMENTS]);

    const later = jest.fn((url: string) => Promise.resolve({ later: url }));
    await expect(fetchStartDocument('/config.json', later)).resolves.toEqual({ early: '/config.json' });
    await expect(fetchStartDocument('/config.json', later)).resolves.toEqual({ later: '/config.json' });
    await expect(fetchStartDocument('/remotes.json', later)).resolves.toEqual({ early: '/remotes.json' });
    expect(later.mock.calls.map(([url]) => url)).toEqual(['/config.json']);
  });

  it('keep a failed request for its reader instead of reporting it unhandled', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      requestStartDocuments((url) => Promise.reject(new Error(`${url} answered 503`)));
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
      await expect(fetchStartDocument('/config.json')).rejects.toThrow('/config.json answered 503');
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
