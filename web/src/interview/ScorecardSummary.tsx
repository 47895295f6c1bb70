// The end of both scorecards (the four areas, a template's rubric): the summary and the save button.
import { secondaryButton } from '../components/buttonStyles';

/** the summary's field and the form's submit button; the words come from the form that uses it */
export function ScorecardSummary(props: {
  label: string;
  saveLabel: string;
  value: string;
  onChange: (value: string) => void;
  saving: boolean;
}) {
  return (
    <>
      <label className="block text-sm text-slate-700 dark:text-slate-200">
        {props.label}
        <textarea
          className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-1 text-sm dark:border-slate-700 dark:bg-slate-900"
          rows={3}
          maxLength={5000}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
        />
      </label>
      <button type="submit" className={secondaryButton} disabled={props.saving}>
        {props.saveLabel}
      </button>
    </>
  );
}
