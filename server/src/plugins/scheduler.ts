// Scheduled jobs (定时任务) in the server's life: started when the server is ready, stopped when it closes.
import type { FastifyInstance } from 'fastify';
import { Scheduler } from '../services/schedule/engine.ts';

export interface SchedulerOptions {
  /** Runs the job timer on this server (default true). */
  scheduler?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This server's job engine: its timer, and 执行一次. */
    scheduler: Scheduler;
  }
}

export function installScheduler(app: FastifyInstance, opts: SchedulerOptions): void {
  const scheduler = new Scheduler(app);
  app.decorate('scheduler', scheduler);
  if (opts.scheduler !== false) app.addHook('onReady', async () => scheduler.start());
  // Before onClose lets the database go: a run in flight finishes (or is given up on) first.
  app.addHook('preClose', async () => scheduler.stop());
}
