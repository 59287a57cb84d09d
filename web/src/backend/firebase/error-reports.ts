import { errorReportFields, errorReports } from '@solarcred/domain/data/error-reports';
import type { ErrorReport } from '../port';
import { auth } from './app';

/** error_reports/{id} in the shape the rules accept; nothing is sent when signed out. */
export async function reportToFirestore(report: ErrorReport): Promise<void> {
  const uid = auth.currentUser?.uid;
  if (!uid) return;
  const { addErrorReport } = await import('./error-reports-write');
  await addErrorReport(errorReports.path, errorReportFields({ ...report, userAgent: navigator.userAgent }, uid));
}
