// Report a problem: a text (required; Send is disabled while it is empty) sent with the
// problem to the server (reportProblem); toasts for success and error.
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogClose, DialogTitle } from '../../components/dialog/Dialog';
import { WorkbenchReportDocument } from '../../gql/graphql';
import { toast } from '../../toast/toast';

export function ReportDialog({
  open,
  onOpenChange,
  problemId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  problemId: string;
}) {
  const { t } = useTranslation('workbench');
  const [content, setContent] = useState('');
  const [send, { loading }] = useMutation(WorkbenchReportDocument);
  const submit = async () => {
    if (!content.trim()) return toast.warning(t('report.contentRequired'));
    try {
      await send({ variables: { input: { content, problemId } } });
      toast.success(t('report.success'));
      setContent('');
      onOpenChange(false);
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : t('report.error'));
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      layout={{ kind: 'modal', size: 'md' }}
      aria-describedby={undefined}
      className="p-6"
    >
      <DialogTitle className="text-base font-semibold text-slate-900 dark:text-white">{t('report.title')}</DialogTitle>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <label className="mt-4 block text-sm text-slate-700 dark:text-slate-200">
          {t('report.label')}
          <textarea
            value={content}
            onChange={(event) => setContent(event.target.value)}
            rows={5}
            maxLength={2000}
            placeholder={t('report.placeholder')}
            className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-950"
          />
        </label>
        <div className="mt-5 flex justify-end gap-2">
          <DialogClose className="rounded-lg px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800">
            {t('report.cancel')}
          </DialogClose>
          <button
            type="submit"
            disabled={!content.trim() || loading}
            className="rounded-lg bg-indigo-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-indigo-500 disabled:opacity-50"
          >
            {t('report.send')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
