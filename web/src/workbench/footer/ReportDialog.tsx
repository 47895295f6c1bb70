// Report a problem: a text (required; Send is disabled while it is empty) sent with the
// problem to the server (reportProblem); toasts for success and error.
import { useMutation } from '@apollo/client/react';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-slate-200 bg-white p-6 shadow-2xl dark:border-slate-700 dark:bg-slate-900"
        >
          <Dialog.Title className="text-base font-semibold text-slate-900 dark:text-white">
            {t('report.title')}
          </Dialog.Title>
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
              <Dialog.Close className="rounded-lg px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800">
                {t('report.cancel')}
              </Dialog.Close>
              <button
                type="submit"
                disabled={!content.trim() || loading}
                className="rounded-lg bg-indigo-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-indigo-500 disabled:opacity-50"
              >
                {t('report.send')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
