import { fieldAt, isOn, setSwitch, type Assault, type SwitchPath } from "@/lib/assault";

/** A true / false field as its declaration names it (a checkbox whose label is the 44-px target). */
export function SwitchField({
  assault,
  path,
  onChange,
}: {
  assault: Assault;
  path: SwitchPath;
  onChange: (a: Assault) => void;
}) {
  return (
    <label className="flex min-h-11 items-center gap-2 text-sm text-slate-200" data-testid={`switch-${path}`}>
      <input
        type="checkbox"
        className="size-5"
        checked={isOn(assault, path)}
        onChange={(e) => onChange(setSwitch(path, e.target.checked)(assault))}
      />
      {fieldAt(path).label}
    </label>
  );
}
