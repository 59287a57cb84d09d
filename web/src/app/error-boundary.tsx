import { Component, type ErrorInfo, type ReactNode } from 'react';
import { errorsText } from '@solarcred/domain/messages';
import { logError, reportError } from '../ui/error-log';
import { CrashFallback } from './crash-fallback';

interface State {
  failed: boolean;
}

/** Catches render crashes anywhere below it: logs, reports to the team, shows the crash screen. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    logError(error, 'crash', 'critical');
    void reportError(error, info.componentStack ?? undefined).catch((failure: unknown) => logError(failure, 'report', 'low'));
    void import('../ui/toaster').then(({ notifyError }) => notifyError('critical', { title: errorsText.crashToast }));
  }

  override render() {
    return this.state.failed ? <CrashFallback /> : this.props.children;
  }
}
