import { type AccessCode, MAX_CODE_BATCH, manualCodeBody } from '@et/contracts';
import { History } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AdminList, DeleteRowButton, RowActionsCell, useCursorPaging } from '../../../components/admin-list';
import { CodeBatchForm } from '../../../components/code-forms';
import {
  CodeCell,
  CodeStatusFilter,
  CodeUsageCells,
  GenerateCodeButton,
} from '../../../components/code-list';
import { ConfirmDelete } from '../../../components/confirm-dialog';
import { ManualCodeForm } from '../../../components/manual-code-form';
import { Button } from '../../../components/ui/button';
import { TableRow } from '../../../components/ui/table';
import { useTranslation } from '../../../lib/i18n';
import {
  CODES_PAGE_SIZE,
  type CodeStatusFilter as CodeStatus,
  codeStatusFilters,
  useAddManualCode,
  useCodes,
  useDeleteCode,
  useGenerateCode,
  useGenerateCodeBatch,
} from '../api/codes';
import { downloadCodesCsv, manualCodeInput, redeemUrl } from '../export';

/** Admin: the access codes; generate, add by hand or in batches, search, filter, delete. */
export function CodesTab() {
  const { t } = useTranslation('codes');
  const list = useCursorPaging();
  const [status, setStatus] = useState<CodeStatus>('all');
  const [toDelete, setToDelete] = useState<AccessCode | null>(null);

  const codes = useCodes({ search: list.term, status, page: list.page, cursor: list.cursor });
  const generate = useGenerateCode();
  const add = useAddManualCode();
  const batch = useGenerateCodeBatch();
  const remove = useDeleteCode();

  const items = codes.data?.items ?? [];
  const csvTexts = {
    code: t('code'),
    status: t('status'),
    created: t('created'),
    available: t('available'),
    used: t('used'),
  };
  return (
    <>
      <AdminList
        title={t('title')}
        actions={
          <GenerateCodeButton
            ns="codes"
            pending={generate.isPending}
            generate={(callbacks) => generate.mutate(undefined, callbacks)}
          />
        }
        intro={
          <div className="mb-6 grid gap-4 rounded-xl bg-stone-50 p-3 sm:p-4 md:grid-cols-2">
            <ManualCodeForm
              ns="codes"
              schema={manualCodeBody}
              normalize={manualCodeInput}
              length={6}
              pending={add.isPending}
              add={(code, callbacks) => add.mutate(code, callbacks)}
              inputProps={{ inputMode: 'numeric', className: 'font-mono tracking-widest' }}
            />
            <CodeBatchForm
              ns="codes"
              perRequest={MAX_CODE_BATCH}
              generate={(count) => batch.mutateAsync(count)}
              downloadCsv={(codes) => downloadCodesCsv(codes, csvTexts)}
              qrUrl={redeemUrl}
            />
          </div>
        }
        search={{ value: list.search, onChange: list.setSearch, placeholder: t('search') }}
        filters={
          <CodeStatusFilter
            ns="codes"
            id="codes-status-filter"
            className="w-full sm:w-44"
            value={status}
            options={codeStatusFilters}
            onChange={(value) => {
              setStatus(value);
              list.restart();
            }}
          />
        }
        query={codes}
        isEmpty={items.length === 0}
        empty={t('empty')}
        columns={[t('code'), t('status'), t('user'), t('created'), t('actions')]}
        paging={{
          // The answer's own number: a page reached by cursor carries it.
          page: codes.data?.page ?? list.page,
          pageSize: CODES_PAGE_SIZE,
          total: codes.data?.total ?? 0,
          onPage: (page) => list.goTo(page, codes.data),
        }}
      >
        {items.map((code) => (
          <TableRow key={code.code} data-testid={`code-row-${code.code}`}>
            <CodeCell ns="codes" code={code.code} />
            <CodeUsageCells ns="codes" code={code} />
            <RowActionsCell label={t('actions')} className="max-md:justify-between">
              <Button size="sm" variant="secondary" asChild>
                <Link
                  to={`/admin/audit?code=${encodeURIComponent(code.code)}`}
                  aria-label={t('historyOf', { code: code.code })}
                >
                  <History className="h-4 w-4" aria-hidden />
                  {t('history')}
                </Link>
              </Button>
              <DeleteRowButton label={t('delete', { code: code.code })} onClick={() => setToDelete(code)} />
            </RowActionsCell>
          </TableRow>
        ))}
      </AdminList>
      <ConfirmDelete
        item={toDelete}
        onClose={() => setToDelete(null)}
        title={t('deleteTitle')}
        text={(code) => t('deleteText', { code: code.code })}
        deletedText={t('deleted')}
        busy={remove.isPending}
        remove={(code, callbacks) => remove.mutate(code.code, callbacks)}
      />
    </>
  );
}
