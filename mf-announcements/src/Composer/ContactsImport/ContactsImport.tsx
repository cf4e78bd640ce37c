import { useId, useRef, useState } from 'react';
import { Button, Flex, Modal, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { CONTACT_CSV_MAX_ROWS } from '@portal/shared';
import { errorText, useIsNarrow, usePermission } from '@portal/shared/react';
import { CONTACTS_IMPORT_COLUMNS, CONTACTS_IMPORT_TEXTS as T } from '../../texts';
import { countCsvRows } from './csvRows';
import { CsvImportError, postCsv, type CsvLineError } from './postCsv';

/** 10 000 contacts are well under 2 MB; the api takes up to 12 MB, so a bigger file is surely not a contacts list. */
export const CONTACTS_CSV_MAX_MB = 5;
const MAX_BYTES = CONTACTS_CSV_MAX_MB * 1024 * 1024;

interface PickedCsv {
  name: string;
  text: string;
  rows: number;
}

interface ImportResult {
  created: number;
  updated: number;
}

function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error(T.unreadable));
    reader.readAsText(file);
  });
}

/** What is wrong with a file before it is sent (the api checks every row again), or null. */
function fileProblem(file: File): string | null {
  if (!file.name.toLowerCase().endsWith('.csv')) return T.notCsv;
  if (file.size > MAX_BYTES) return T.tooLarge(CONTACTS_CSV_MAX_MB);
  return null;
}

/**
 * "Import contacts (CSV)" for administrators (announcements edit): a modal that explains the columns, reads the
 * chosen file in the browser and posts its text to POST /contacts/import. The api imports every row or none; a
 * refused file lists its bad lines. The composer's contact pickers are refreshed after an import.
 */
export function ContactsImportButton({ disabled }: { disabled?: boolean }) {
  const canImport = usePermission('announcements', 'edit');
  const [open, setOpen] = useState(false);
  if (!canImport) return null;
  return (
    <>
      <Button style={{ alignSelf: 'flex-start', marginBottom: 4 }} aria-haspopup="dialog" disabled={disabled} onClick={() => setOpen(true)}>
        {T.open}
      </Button>
      <ContactsImportModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}

export function ContactsImportModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const client = useQueryClient();
  const narrow = useIsNarrow();
  const inputId = useId();
  const problemId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<PickedCsv | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [refused, setRefused] = useState<CsvLineError[]>([]);

  function reset() {
    setPicked(null);
    setProblem(null);
    setResult(null);
    setRefused([]);
    if (input.current) input.current.value = '';
  }

  async function handlePick(file: File | undefined) {
    // the same file may be chosen again after fixing it
    if (input.current) input.current.value = '';
    if (!file) return;
    setPicked(null);
    setResult(null);
    setRefused([]);
    const local = fileProblem(file);
    if (local) {
      setProblem(local);
      return;
    }
    let text: string;
    try {
      text = await readText(file);
    } catch {
      setProblem(T.unreadable);
      return;
    }
    const rows = countCsvRows(text);
    if (rows === 0) setProblem(T.csvEmpty);
    else if (rows > CONTACT_CSV_MAX_ROWS) setProblem(T.csvTooMany);
    else {
      setProblem(null);
      setPicked({ name: file.name, text, rows });
    }
  }

  async function handleImport() {
    if (!picked) return;
    setImporting(true);
    setProblem(null);
    setRefused([]);
    try {
      const answer = await postCsv<{ results?: Partial<ImportResult> }>('/contacts/import', picked.text);
      setResult({ created: answer?.results?.created ?? 0, updated: answer?.results?.updated ?? 0 });
      setPicked(null);
      await client.invalidateQueries({ queryKey: ['contacts'] });
    } catch (e) {
      if (e instanceof CsvImportError && e.status === 400 && e.lines.length > 0) {
        setRefused(e.lines);
        setPicked(null);
      } else setProblem(errorText(e, T.error));
    } finally {
      setImporting(false);
    }
  }

  const status = importing ? T.importing : result ? T.done(result.created, result.updated) : picked ? T.rows(picked.name, picked.rows) : '';

  return (
    <Modal
      open={open}
      title={T.title}
      onCancel={importing ? undefined : onClose}
      afterClose={reset}
      closable={!importing}
      mask={{ closable: !importing }}
      keyboard={!importing}
      width={narrow ? 'calc(100vw - 16px)' : 600}
      style={narrow ? { top: 8, maxWidth: 'calc(100vw - 16px)' } : undefined}
      footer={
        <Flex gap="small" justify="flex-end" wrap>
          <Button onClick={onClose} disabled={importing}>
            {result ? T.close : T.cancel}
          </Button>
          <Button type="primary" onClick={() => void handleImport()} disabled={!picked} loading={importing}>
            {T.import}
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap="small" data-testid="contacts-import">
        <Typography.Text>{T.intro}</Typography.Text>
        <Typography.Text code style={{ overflowWrap: 'anywhere', alignSelf: 'flex-start' }} data-testid="contacts-import-columns">
          {CONTACTS_IMPORT_COLUMNS.join(',')}
        </Typography.Text>
        <Typography.Text type="secondary">{T.required}</Typography.Text>
        <Typography.Text type="secondary">{T.allOrNothing}</Typography.Text>
        <label htmlFor={inputId} style={{ fontWeight: 500, marginTop: 8 }}>
          {T.file}
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          disabled={importing}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          style={{ maxWidth: '100%' }}
          onChange={(e) => void handlePick(e.target.files?.[0])}
        />
        {problem && (
          <Typography.Text type="danger" role="alert" id={problemId}>
            {problem}
          </Typography.Text>
        )}
        {/* one live region, present from the start, so screen readers hear each change */}
        <Typography.Text role="status" aria-live="polite" type={result ? 'success' : undefined} data-testid="contacts-import-status">
          {status}
        </Typography.Text>
        {refused.length > 0 && (
          <div role="alert" data-testid="contacts-import-errors">
            <Typography.Text type="danger" strong>
              {T.refused}
            </Typography.Text>
            <ul style={{ margin: '4px 0 0', paddingLeft: 20, maxHeight: 240, overflowY: 'auto', overflowWrap: 'anywhere' }}>
              {refused.map((l, i) => (
                <li key={`${l.line}-${i}`}>
                  <Typography.Text type="danger">{T.row(l.line, l.message)}</Typography.Text>
                </li>
              ))}
            </ul>
          </div>
        )}
      </Flex>
    </Modal>
  );
}
