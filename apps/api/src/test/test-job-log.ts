// A job log for tests: keeps every line so a test can check what the runner reported.
import type { JobLog } from '../jobs/run-job.ts';

export interface RecordingJobLog extends JobLog {
  lines: { level: 'info' | 'warn' | 'error'; fields: object; message: string }[];
}

export function recordingJobLog(): RecordingJobLog {
  const lines: RecordingJobLog['lines'] = [];
  return {
    lines,
    info: (fields, message) => lines.push({ level: 'info', fields, message }),
    warn: (fields, message) => lines.push({ level: 'warn', fields, message }),
    error: (fields, message) => lines.push({ level: 'error', fields, message }),
  };
}
