import type { ChangeEvent, ReactElement } from 'react';
import { Field, Input, Select } from '@carmarket/shared-ui/widgets';
import { useModels } from '../../api/seller-api';
import {
  BODIES,
  bodyLabel,
  FACT_FIELDS,
  FUELS,
  TRANSMISSIONS,
  type FactErrors,
  type FactField,
  type FactValues,
} from './facts-form';

export const factControlId = (prefix: string, field: FactField) => `${prefix}-${field}`;

export interface VehicleFactsProps {
  brand: string;
  values: FactValues;
  errors: FactErrors;
  onChange: (field: FactField, value: string) => void;
  /** Prefix of the controls' ids (two forms may be on one page). */
  idPrefix: string;
}

/** Model (from the brand's catalogue), year, mileage, fuel, transmission, body and VIN; all optional. */
export function VehicleFacts({ brand, values, errors, onChange, idPrefix }: VehicleFactsProps) {
  const models = useModels(brand);
  const change = (field: FactField) => (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    onChange(field, e.target.value);
  const common = (field: FactField) => ({
    id: factControlId(idPrefix, field),
    name: field,
    value: values[field],
    onChange: change(field),
  });
  const field = (name: FactField, control: ReactElement<{ id: string }>) => (
    <Field key={name} label={FACT_FIELDS[name].label} hint={FACT_FIELDS[name].hint} error={errors[name]}>
      {control}
    </Field>
  );
  const choices = (field: FactField, options: readonly string[], label = (o: string) => o) => (
    <Select {...common(field)}>
      <option value="">Not given</option>
      {options.map((o) => (
        <option key={o} value={o}>
          {label(o)}
        </option>
      ))}
    </Select>
  );
  // A model the catalogue does not list (e.g. the brand changed) stays choosable until changed.
  const modelOptions = [
    ...(models.data ?? []),
    ...(values.model && !models.data?.includes(values.model) ? [values.model] : []),
  ];
  return (
    <>
      {field(
        'model',
        <Select {...common('model')} disabled={!brand.trim()}>
          <option value="">
            {!brand.trim() ? 'Enter the brand first' : models.data ? 'Not given' : 'Loading models…'}
          </option>
          {modelOptions.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </Select>,
      )}
      {field(
        'year',
        <Input {...common('year')} type="number" inputMode="numeric" min={1950} step={1} placeholder="e.g. 2021" />,
      )}
      {field(
        'mileage',
        <Input {...common('mileage')} type="number" inputMode="numeric" min={0} step={1} placeholder="e.g. 24000" />,
      )}
      {field('fuel', choices('fuel', FUELS))}
      {field('transmission', choices('transmission', TRANSMISSIONS))}
      {field('body', choices('body', BODIES, bodyLabel))}
      {field('vin', <Input {...common('vin')} maxLength={17} autoComplete="off" spellCheck={false} />)}
    </>
  );
}
