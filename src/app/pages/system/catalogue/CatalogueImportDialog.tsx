// 导入派单目录: the shared .xlsx import dialog; a row with 编号 updates that entry, one without adds one.
import { downloadCatalogueTemplate, importCatalogue } from '../../../../shared/api/dispatchCatalogue.ts';
import { catalogueText as t } from '../../../../shared/i18n/system-catalogue.zh-CN.ts';
import { SheetImportDialog } from '../../../../shared/ui/SheetImportDialog.tsx';

export interface CatalogueImportDialogProps {
  open: boolean;
  onClose: () => void;
  /** Rows were written: the list shows them. */
  onImported: () => void;
}

export function CatalogueImportDialog({ open, onClose, onImported }: CatalogueImportDialogProps) {
  return (
    <SheetImportDialog open={open} onClose={onClose} onImported={onImported} texts={t} marker="catalogue" importFile={importCatalogue}
      downloadTemplate={downloadCatalogueTemplate} summary={(r) => t.importResult(r.imported, r.updated, r.failed)} wrote={(r) => r.imported + r.updated > 0} />
  );
}
