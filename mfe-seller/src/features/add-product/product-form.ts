// The Add A Product form's rules in one place: its fields, their hints, the check before
// sending (docs/product.md §5.1: every field required, no format checks; the ZIP code, added
// later, is optional and 5 digits) and the body it sends.
import type { AddProductBody, Condition } from '@carmarket/shared-ui';

/** The fields the seller fills in; seller name and e-mail come from the account. */
export type ProductField = keyof AddProductBody;

export type ProductValues = Record<ProductField, string>;
export type ProductErrors = Partial<Record<ProductField, string>>;

export interface FieldSpec {
  label: string;
  hint?: string;
  placeholder?: string;
  kind: 'text' | 'number' | 'textarea' | 'condition' | 'category';
}

/** In the order the form shows them. */
export const PRODUCT_FIELDS: Record<ProductField, FieldSpec> = {
  name: { label: 'Car name', placeholder: 'e.g. Model 3 Long Range', kind: 'text' },
  brand: { label: 'Brand', placeholder: 'e.g. Tesla', kind: 'text' },
  category_id: { label: 'Category', hint: '1 is TESLA, 2 is KIA, 3 is TOYOTA', kind: 'category' },
  condition: { label: 'Condition', hint: 'excellent, good or fair', kind: 'condition' },
  original_price: {
    label: 'Original price (K$)',
    hint: 'In thousands of dollars, e.g. 52 for $52,000',
    kind: 'number',
  },
  sale_price: { label: 'Sale price (k$)', hint: 'In thousands of dollars, e.g. 34.5 for $34,500', kind: 'number' },
  used: { label: 'Years used', placeholder: 'e.g. 3', kind: 'number' },
  location: { label: 'Location', placeholder: 'e.g. Austin, TX', kind: 'text' },
  zip: {
    label: 'ZIP code (optional)',
    hint: 'Where the car is: buyers nearby find it by distance',
    placeholder: 'e.g. 78701',
    kind: 'text',
  },
  phone: { label: 'Phone', hint: 'Like 123-456-7890', kind: 'text' },
  image: {
    label: 'Image URL',
    hint: 'A link to a photo (https://…) or an image of this site such as /static/cars/sedan-red.svg',
    placeholder: 'https://',
    kind: 'text',
  },
  desc: { label: 'Description', placeholder: 'History, equipment, anything a buyer should know', kind: 'textarea' },
};

export const FIELD_NAMES = Object.keys(PRODUCT_FIELDS) as ProductField[];

/** Fields the seller may leave empty. */
const OPTIONAL_FIELDS: readonly ProductField[] = ['zip'];
export const ZIP_PATTERN = /^[0-9]{5}$/;

export const EMPTY_PRODUCT: ProductValues = Object.fromEntries(FIELD_NAMES.map((f) => [f, ''])) as ProductValues;

/** The field's name in a sentence: its label without the unit, e.g. 'Sale price'. */
export function fieldName(field: ProductField): string {
  return PRODUCT_FIELDS[field].label.replace(/ \(.*\)$/, '');
}

/** The API names fields as on the wire ('sale_price must be ...'); the form says 'Sale price must be ...'. */
export function apiMessageForField(field: ProductField, message: string): string {
  return message.startsWith(`${field} `) ? `${fieldName(field)}${message.slice(field.length)}` : message;
}

/**
 * Messages for the fields that stop the form from being sent; empty when it may be sent.
 * With photos chosen the cover is the card's picture, so the image URL may stay empty.
 */
export function validateProduct(values: ProductValues, { hasPhotos = false } = {}): ProductErrors {
  const errors: ProductErrors = {};
  for (const field of FIELD_NAMES) {
    const value = values[field].trim();
    const spec = PRODUCT_FIELDS[field];
    if (!value && ((field === 'image' && hasPhotos) || OPTIONAL_FIELDS.includes(field))) continue;
    if (field === 'zip' && !ZIP_PATTERN.test(value)) errors[field] = 'A ZIP code is 5 digits, e.g. 78701';
    else if (!value) errors[field] = `${fieldName(field)} is required`;
    else if (spec.kind === 'number' && !Number.isFinite(Number(value))) errors[field] = 'Enter a number';
  }
  return errors;
}

/** The POST /add_product body: text trimmed, amounts as numbers, category_id as an integer. */
export function toProductBody(values: ProductValues): AddProductBody {
  return {
    name: values.name.trim(),
    brand: values.brand.trim(),
    image: values.image.trim(),
    category_id: Number.parseInt(values.category_id, 10),
    original_price: Number(values.original_price),
    sale_price: Number(values.sale_price),
    used: Number(values.used),
    location: values.location.trim(),
    ...(values.zip.trim() && { zip: values.zip.trim() }),
    condition: values.condition as Condition,
    desc: values.desc.trim(),
    phone: values.phone.trim(),
  };
}
