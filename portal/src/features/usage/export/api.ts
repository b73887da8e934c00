import { downloadElectricityUsage, type UsageExportRequest } from '@harakeke/contract';
import { downloadFile, type DownloadOptions } from '../../../api/download-file.js';

/**
 * spec 2 §2 export: the selected site's electricity over a range as CSV, read as it streams in (for the progress);
 * the server names the file (spec 1 §7), this name is used only when it names none.
 */
export const fetchUsageFile = (request: UsageExportRequest, options: DownloadOptions) =>
  downloadFile(
    downloadElectricityUsage,
    request,
    `electricity ${request.startDate} to ${request.endDate}.csv`,
    options,
  );
