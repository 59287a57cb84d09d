import { strokeIcon } from '../layout/icons';

export const ZoomInIcon = strokeIcon(<path d="M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM21 21l-4.35-4.35M11 8v6M8 11h6" />);
export const ZoomOutIcon = strokeIcon(<path d="M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM21 21l-4.35-4.35M8 11h6" />);
export const ResetIcon = strokeIcon(<path d="M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5" />);
export const ExternalIcon = strokeIcon(<path d="M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6M15 3h6v6M10 14L21 3" />);
export const DownloadIcon = strokeIcon(<path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5M12 15V3" />);
