import {
  MAX_RING_CODE_BATCH,
  manualRingCodeBody,
  RING_CODE_LENGTH,
  type RingCode,
} from '@et/contracts/rings';
import { useId, useState } from 'react';
import {
  AdminList,
  DeleteRowButton,
  RowActionsCell,
  useCursorPaging,
} from '../../../../components/admin-list';
import { CodeBatchForm } from '../../../../components/code-forms';
import {
  CodeCell,
  CodeStatusFilter,
  CodeUsageCells,
  GenerateCodeButton,
} from '../../../../components/code-list';
import { ConfirmDelete } from '../../../../components/confirm-dialog';
import { ManualCodeForm } from '../../../../components/manual-code-form';
import { NativeSelect } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { TableCell, TableRow } from '../../../../components/ui/table';
import { useTranslation } from '../../../../lib/i18n';
import { useLocalized } from '../../../../lib/localized';
import {
  RING_CODES_PAGE_SIZE,
  type RingCodeStatusFilter,
  ringCodeStatusFilters,
  useAddManualRingCode,
  useDeleteRingCode,
  useGenerateRingCode,
  useGenerateRingCodeBatch,
  useRingCodes,
} from '../../api/ring-codes';
import { useRingTypes } from '../../api/ring-types';
import { activateRingUrl, downloadRingCodesCsv, manualRingCodeInput } from '../../ring-code-export';
import { RingTypeBadge } from '../ring-type-badge';

// The forms check what they send with the contract; the type comes from the picker.
const manualRingCode = manualRingCodeBody.pick({ code: true });

/** Admin: ring codes of a chosen type; generate, add by hand or in batches, search, filter, delete. */
export function RingCodesTab() {
  const { t } = useTranslation('rings');
  const localized = useLocalized();
  const typeSelectId = useId();
  const list = useCursorPaging();
  const [status, setStatus] = useState<RingCodeStatusFilter>('all');
  const [chosenType, setChosenType] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<RingCode | null>(null);

  const types = useRingTypes();
  const codes = useRingCodes({ search: list.term, status, page: list.page, cursor: list.cursor });
  const generate = useGenerateRingCode();
  const add = useAddManualRingCode();
  const batch = useGenerateRingCodeBatch();
  const remove = useDeleteRingCode();
  // The first type until the admin picks one (and again when the picked one is gone).
  const typeList = types.data ?? [];
  const type = typeList.find((candidate) => candidate.code === chosenType)?.code ?? typeList[0]?.code ?? null;

  const items = codes.data?.items ?? [];
  const csvTexts = {
    code: t('codes.code'),
    type: t('codes.type'),
    status: t('codes.status'),
    created: t('codes.created'),
    available: t('codes.available'),
    used: t('codes.used'),
  };
  return (
    <>
      <AdminList
        title={t('codes.title')}
        actions={
          <GenerateCodeButton
            ns="rings:codes"
            disabled={!type}
            pending={generate.isPending}
            generate={(callbacks) => type && generate.mutate(type, callbacks)}
          />
        }
        intro={
          <div className="mb-6 space-y-4 rounded-xl bg-stone-50 p-3 sm:p-4">
            <div className="space-y-1.5 sm:max-w-xs">
              <Label htmlFor={typeSelectId}>{t('codes.typeFor')}</Label>
              <NativeSelect
                id={typeSelectId}
                value={type ?? ''}
                disabled={typeList.length === 0}
                onChange={(event) => setChosenType(event.target.value)}
              >
                {typeList.map((option) => (
                  <option key={option.id} value={option.code}>
                    {localized(option, 'name')} ({option.code})
                  </option>
                ))}
              </NativeSelect>
              {types.isSuccess && typeList.length === 0 && (
                <p className="text-sm text-amber-800" role="status">
                  {t('codes.noTypes')}
                </p>
              )}
            </div>
            <div className="grid gap-4 md:grid-cols-2">
              <ManualCodeForm
                ns="rings:codes"
                schema={manualRingCode}
                normalize={manualRingCodeInput}
                length={RING_CODE_LENGTH}
                disabled={!type}
                pending={add.isPending}
                add={(code, callbacks) => type && add.mutate({ code, type }, callbacks)}
                inputProps={{
                  autoCapitalize: 'characters',
                  spellCheck: false,
                  className:
                    'font-mono tracking-widest uppercase placeholder:font-sans placeholder:tracking-normal placeholder:normal-case',
                }}
              />
              <CodeBatchForm
                ns="rings:codes"
                perRequest={MAX_RING_CODE_BATCH}
                disabled={!type}
                // The type as the run started, for each of its requests.
                generate={(count) => batch.mutateAsync({ type: type ?? '', count })}
                downloadCsv={(codes) => downloadRingCodesCsv(codes, csvTexts)}
                qrUrl={activateRingUrl}
              />
            </div>
          </div>
        }
        search={{ value: list.search, onChange: list.setSearch, placeholder: t('codes.search') }}
        filters={
          <CodeStatusFilter
            ns="rings:codes"
            id="ring-codes-status-filter"
            className="w-full sm:w-48"
            value={status}
            options={ringCodeStatusFilters}
            onChange={(value) => {
              setStatus(value);
              list.restart();
            }}
          />
        }
        query={codes}
        isEmpty={items.length === 0}
        empty={t('codes.empty')}
        error={t('codes.loadFailed')}
        columns={[
          t('codes.code'),
          t('codes.type'),
          t('codes.status'),
          t('codes.user'),
          t('codes.created'),
          t('codes.actions'),
        ]}
        paging={{
          page: codes.data?.page ?? list.page,
          pageSize: RING_CODES_PAGE_SIZE,
          total: codes.data?.total ?? 0,
          onPage: (page) => list.goTo(page, codes.data),
        }}
      >
        {items.map((code) => (
          <TableRow key={code.code} data-testid={`ring-code-row-${code.code}`}>
            <CodeCell ns="rings:codes" code={code.code} />
            <TableCell dense label={t('codes.type')}>
              <RingTypeBadge type={code.type} types={types.data} />
            </TableCell>
            <CodeUsageCells ns="rings:codes" code={code} />
            <RowActionsCell label={t('codes.actions')}>
              <DeleteRowButton
                label={t('codes.delete', { code: code.code })}
                disabled={code.isUsed}
                onClick={() => setToDelete(code)}
              />
            </RowActionsCell>
          </TableRow>
        ))}
      </AdminList>
      <ConfirmDelete
        item={toDelete}
        onClose={() => setToDelete(null)}
        title={t('codes.deleteTitle')}
        text={(code) => t('codes.deleteText', { code: code.code })}
        deletedText={t('codes.deleted')}
        busy={remove.isPending}
        remove={(code, callbacks) => remove.mutate(code.code, callbacks)}
      />
    </>
  );
}
