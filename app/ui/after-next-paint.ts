type PostTask = (work: () => void, options: {priority: 'user-blocking'; signal?: AbortSignal}) => Promise<void>;

/**
 * Runs `work` in a task ahead of the tasks already queued (the Prioritized Task Scheduling API),
 * else in the next timer task. Unless `signal` aborts first.
 */
function postUrgentTask(work: () => void, signal?: AbortSignal): void {
  const scheduler = (window as {scheduler?: {postTask: PostTask}}).scheduler;
  if (scheduler) {
    scheduler.postTask(work, {priority: 'user-blocking', signal}).catch(() => undefined);
    return;
  }
  const timer = window.setTimeout(work, 0);
  signal?.addEventListener('abort', () => window.clearTimeout(timer), {once: true});
}

/**
 * Runs `work` right after the next frame is painted (a task posted from that frame's animation
 * callbacks), so that what an input changed at once shows before heavier work. Unless `signal` aborts.
 */
export function afterNextPaint(work: () => void, signal?: AbortSignal): void {
  const frame = requestAnimationFrame(() => postUrgentTask(work, signal));
  signal?.addEventListener('abort', () => cancelAnimationFrame(frame), {once: true});
}
