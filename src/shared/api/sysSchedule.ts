// 定时任务's calls: jobs, the server's handler registry, the cron preview, pause / resume / run once, 调度日志 and 清空.
import { call } from '../http/client.ts';
import type { ScheduleLogPageRequest, SchedulePageRequest, ScheduleSaveRequest, ScheduleUpdateRequest } from './contracts/sysSchedule.ts';

export const fetchJobPage = (query: SchedulePageRequest, signal?: AbortSignal) => call('/api/sys/schedule/page', { body: query, signal });

export const fetchJobHandlers = (signal?: AbortSignal) => call('/api/sys/schedule/handlers', { signal });

/** The next five run times of an expression; an invalid one is refused with the reason. */
export const fetchNextRuns = (cron: string, signal?: AbortSignal) => call('/api/sys/schedule/nextRuns', { body: { cron }, signal });

export const addJob = (input: ScheduleSaveRequest) => call('/api/sys/schedule/save', { body: input });

export const updateJob = (input: ScheduleUpdateRequest) => call('/api/sys/schedule/update', { body: input });

export const deleteJobs = (ids: number[]) => call('/api/sys/schedule/delete', { body: { ids } });

export const pauseJobs = (ids: number[]) => call('/api/sys/schedule/pause', { body: { ids } });

export const resumeJobs = (ids: number[]) => call('/api/sys/schedule/resume', { body: { ids } });

/** 执行一次 on the server that answers; resolves with each run's outcome. */
export const runJobsOnce = (ids: number[]) => call('/api/sys/schedule/run', { body: { ids } });

export const fetchJobLogPage = (query: ScheduleLogPageRequest, signal?: AbortSignal) => call('/api/sys/schedule/log/page', { body: query, signal });

/** 清空 every job's log. */
export const cleanJobLog = () => call('/api/sys/schedule/log/clean', {});
