import type { UsageExportInterval, UsageExportRange } from '@harakeke/contract';
import {
  Button,
  DateRangePicker,
  Dialog,
  DialogClose,
  ErrorBox,
  ProgressBar,
  Inline,
  Radio,
  RadioGroup,
  Spinner,
  Stack,
  Text,
  type DateRangeValue,
} from '@harakeke/design-system';
import { parseDate } from '@internationalized/date';
import { useEffect, useRef } from 'react';
import { percentDone } from './export-progress.js';

/** Where the file is: being chosen, on its way (rows in of those expected; none yet while the server gathers the
 * readings), saved, or failed. */
export type UsageExportStatus =
  | { kind: 'choosing' }
  | { kind: 'writing'; rows: number; expected: number }
  | { kind: 'saved'; fileName: string }
  | { kind: 'cancelled' }
  | { kind: 'failed' };

/** spec 2 §2 export: what each row is, as offered. */
const intervalLabels: Record<UsageExportInterval, string> = {
  halfHour: 'Half-hour',
  day: 'Day',
  month: 'Month',
};

export const EXPORT_FAILED = 'Your file didn’t download. Please try again.';

export interface UsageExportDialogViewProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The days asked for; kept as typed whatever happens. */
  range: UsageExportRange;
  onRangeChange: (range: UsageExportRange) => void;
  interval: UsageExportInterval;
  onIntervalChange: (interval: UsageExportInterval) => void;
  /** The first day with readings and today: the picker offers nothing outside them. */
  firstDay: string;
  today: string;
  /** What is wrong with the range (the contract's rules, or the server's answer), shown under the dates. */
  rangeError?: string;
  status: UsageExportStatus;
  onDownload: () => void;
  onCancel: () => void;
}

const toPicker = ({ startDate, endDate }: UsageExportRange): DateRangeValue | null => {
  try {
    return { start: parseDate(startDate), end: parseDate(endDate) };
  } catch {
    return null;
  }
};

/** The progress while the file is written, once its rows arrive: the share of them in. */
function Writing({ rows, expected }: { rows: number; expected: number }) {
  const percent = percentDone(rows, expected);
  return (
    <ProgressBar
      label="Writing your file"
      value={percent}
      valueLabel={`${percent}% (${Math.min(rows, expected).toLocaleString('en-NZ')} of about ${expected.toLocaleString('en-NZ')} rows)`}
    />
  );
}

/**
 * spec 2 §2 export: the days and what each row is, the file's progress while it streams in (with Cancel), and what
 * happened. Nothing typed is lost to a failure or a cancel.
 */
export function UsageExportDialogView({
  isOpen,
  onOpenChange,
  range,
  onRangeChange,
  interval,
  onIntervalChange,
  firstDay,
  today,
  rangeError,
  status,
  onDownload,
  onCancel,
}: UsageExportDialogViewProps) {
  const writing = status.kind === 'writing';
  // The footer's action changes with the status (Download, Cancel, Done): focus moves to the new one, so it is not
  // lost with the button that was pressed.
  const action = useRef<HTMLButtonElement>(null);
  const pressed = useRef(false);
  useEffect(() => {
    // Only when the pressed button went with the change (focus fell to the dialog itself): typing in the dates after
    // a download keeps its focus.
    const active = document.activeElement;
    const lost = !active || active === document.body || active.getAttribute('role') === 'dialog';
    if (pressed.current && lost) action.current?.focus();
  }, [status.kind]);
  const press = (run: () => void) => () => {
    pressed.current = true;
    run();
  };
  const isInterval = (value: string): value is UsageExportInterval => value in intervalLabels;
  return (
    <Dialog
      title="Download your electricity use"
      description="A CSV file for a spreadsheet: up to 24 months, each row marked actual, estimated, revised, missing or not read yet."
      size="md"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      closeOnOutsidePress={false}
      onSubmit={writing ? undefined : press(onDownload)}
      footer={
        status.kind === 'saved' ? (
          <DialogClose asChild>
            <Button ref={action}>Done</Button>
          </DialogClose>
        ) : writing ? (
          <Button ref={action} variant="secondary" onClick={press(onCancel)}>
            Cancel
          </Button>
        ) : (
          <>
            <DialogClose asChild>
              <Button variant="secondary">Close</Button>
            </DialogClose>
            <Button ref={action} type="submit">
              Download CSV
            </Button>
          </>
        )
      }
    >
      <Stack gap="4">
        <DateRangePicker
          label="Days"
          value={toPicker(range)}
          onChange={(value) =>
            value && onRangeChange({ startDate: value.start.toString(), endDate: value.end.toString() })
          }
          minValue={parseDate(firstDay)}
          maxValue={parseDate(today)}
          isInvalid={rangeError !== undefined}
          errorMessage={rangeError}
          isDisabled={writing}
        />
        <RadioGroup
          label="A row for each"
          orientation="horizontal"
          value={interval}
          onChange={(value) => isInterval(value) && onIntervalChange(value)}
          isDisabled={writing}
        >
          {Object.entries(intervalLabels).map(([value, label]) => (
            <Radio key={value} value={value}>
              {label}
            </Radio>
          ))}
        </RadioGroup>
        {writing && status.rows > 1 && <Writing rows={status.rows} expected={status.expected} />}
        {status.kind === 'failed' && <ErrorBox title="We couldn’t write your file" detail={EXPORT_FAILED} />}
        {/* One live region from the start, so each of its messages is read as it comes. */}
        <div role="status">
          {writing && status.rows <= 1 && (
            <Inline gap="2" align="center">
              <Spinner />
              <Text>Gathering your readings…</Text>
            </Inline>
          )}
          {status.kind === 'saved' && <Text>Downloaded ‘{status.fileName}’. Find it in your browser’s downloads.</Text>}
          {status.kind === 'cancelled' && <Text>Download cancelled. Your choices are kept.</Text>}
        </div>
      </Stack>
    </Dialog>
  );
}
