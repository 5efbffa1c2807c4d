import type { Logger } from '@nestjs/common';
import { BackgroundTasks } from './background-tasks';

describe(BackgroundTasks.name, () => {
  it('runs the work without holding the caller, and drain waits for it', async () => {
    const logger = { error: jest.fn() } as unknown as Logger;
    const sut = new BackgroundTasks(logger);
    let done = false;

    sut.run('slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      done = true;
    });

    expect(done).toBe(false);
    await sut.drain();
    expect(done).toBe(true);
  });

  it('logs a failure with its label instead of throwing it', async () => {
    const error = jest.fn();
    const sut = new BackgroundTasks({ error } as unknown as Logger);

    sut.run('Code mail to ada@example.com', () => Promise.reject(new Error('SMTP refused')));
    await sut.drain();

    expect(error).toHaveBeenCalledWith('Code mail to ada@example.com failed: SMTP refused');
  });
});
