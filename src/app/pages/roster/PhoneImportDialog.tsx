// 导入常用号码: the shared .xlsx import dialog with the phone book's calls and words.
import { downloadPhoneTemplate, importPhones } from '../../../shared/api/rosters.ts';
import { rostersText } from '../../../shared/i18n/rosters.zh-CN.ts';
import { SheetImportDialog } from '../../../shared/ui/SheetImportDialog.tsx';

const t = rostersText.phone;

export function PhoneImportDialog({ open, onClose, onImported }: { open: boolean; onClose: () => void; onImported: () => void }) {
  return (
    <SheetImportDialog open={open} onClose={onClose} onImported={onImported} texts={t} marker="phone" importFile={importPhones}
      downloadTemplate={downloadPhoneTemplate} summary={(r) => t.result(r.imported, r.failed)} wrote={(r) => r.imported > 0} />
  );
}
