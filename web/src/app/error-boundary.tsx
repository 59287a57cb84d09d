import { Component, type ErrorInfo, type ReactNode } from 'react';
import { errorsText } from '@solarcred/domain/messages';
import { logError, reportError } from '../ui/error-log';
import { notifyError } from '../ui/toaster';
import { CrashScreen } from './crash-screen';

interface State {
  failed: boolean;
}

/** Catches render crashes anywhere below it and shows the crash screen. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    logError(error, 'crash', 'critical');
    void reportError(error, info.componentStack ?? undefined).catch((failure: unknown) => logError(failure, 'report', 'low'));
    notifyError('critical', { title: errorsText.crashToast });
  }

  override render() {
    return this.state.failed ? <CrashScreen /> : this.props.children;
  }
}
