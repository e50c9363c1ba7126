import { useEffect, useRef, useState } from 'react';
import { useApiMutation, type DuplicateDecision, type ImportReport } from '@conexoes/shared';

/** One upload of the file: a dry run or the import itself. */
export type ImportCall = {
  profile: string;
  file: File;
  dryRun: boolean;
  /** Only when the dry run found duplicates: what happens to them. */
  onDuplicate?: DuplicateDecision;
  /** 0–100 while the file is sent. */
  onProgress: (percent: number) => void;
};

/** How often a running import job (a large file) is asked for its progress. */
const POLL_MS = 1000;

/**
 * Sends the file (the area's call, with `Prefer: respond-async`) and follows its job to the end:
 * upload progress, then the job's phase and progress while it runs, then the finished report.
 */
export function useImportRun(
  send: (call: ImportCall) => Promise<ImportReport>,
  readJob: (jobId: string) => Promise<ImportReport>,
) {
  const [upload, setUpload] = useState<number | null>(null);
  const [job, setJob] = useState<ImportReport | null>(null);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const sending = useApiMutation(async (call: Omit<ImportCall, 'onProgress'>) => {
    let report = await send({ ...call, onProgress: setUpload });
    // A job answered 202: ask for its progress until it is no longer running (or the wizard is gone).
    while (report.status === 'running' && alive.current) {
      setJob(report);
      await new Promise((resolve) => window.setTimeout(resolve, POLL_MS));
      report = await readJob(report.jobId);
    }
    return report;
  });

  const run = async (call: Omit<ImportCall, 'onProgress'>): Promise<ImportReport | null> => {
    setUpload(0);
    const outcome = await sending.run(call);
    setUpload(null);
    setJob(null);
    return outcome.ok ? outcome.data : null;
  };

  return {
    run,
    busy: upload !== null,
    /** Percent of the file sent, while sending. */
    upload,
    /** The running job, while the server works through the rows. */
    job,
    problem: sending.problem,
    reset: sending.reset,
  };
}
