import type { SellerConfig } from "~/calculator/seller-config";

import { AccountantFilesSection } from "./AccountantFilesSection";
import { BackupSection } from "./BackupSection";
import type { RestoredData } from "./restore";
import type { Persistence } from "./use-persistent-storage";

/**
 * Inside "Backup and accountant's files" (loaded when first opened): the backup of the device and its
 * restore, and the files for the accountant.
 */
export function DeviceFiles({
  seller,
  persistence,
  onRestored,
}: {
  seller: SellerConfig;
  persistence: Persistence | null;
  onRestored: (restored: RestoredData) => void;
}) {
  return (
    <div className="calc-panel-body calc-device-files-body">
      <BackupSection persistence={persistence} onRestored={onRestored} />
      <AccountantFilesSection seller={seller} />
    </div>
  );
}
