export {
  createInProcessJobQueue,
  QueueStoppedError,
  type JobContext,
  type JobHandler,
  type JobQueue,
} from './job-queue';
export { jobsPlugin } from './jobs.plugin';
