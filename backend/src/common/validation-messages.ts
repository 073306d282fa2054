import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';
import { getMetadataStorage } from 'class-validator';

/** At most this many messages in one answer (a body with thousands of unknown fields is one mistake). */
export const MAX_VALIDATION_MESSAGES = 20;
export const MORE_ERRORS_MESSAGE = 'Há outros campos inválidos.';
export const BODY_NOT_OBJECT_MESSAGE = 'O corpo da requisição deve ser um objeto JSON.';
/** Unknown field names are echoed back: a long one is cut. */
const MAX_FIELD_LENGTH = 60;

type Sentence = (field: string, args: readonly unknown[]) => string;

const list = (values: unknown): string => (Array.isArray(values) ? values.map(String).join(', ') : '');

/**
 * class-validator's English defaults, in Portuguese, by constraint name. A constraint missing here gets
 * INVALID_FIELD: never English. Arguments are the decorator's (IsIn's values, MaxLength's limit…).
 */
const SENTENCES: Record<string, Sentence> = {
  isDefined: (field) => `O campo ${field} é obrigatório.`,
  isNotEmpty: (field) => `O campo ${field} não pode ficar vazio.`,
  isString: (field) => `O campo ${field} deve ser um texto.`,
  isBoolean: (field) => `O campo ${field} deve ser verdadeiro ou falso.`,
  isNumber: (field, [options]) => {
    const places = (options as { maxDecimalPlaces?: unknown } | undefined)?.maxDecimalPlaces;
    return typeof places === 'number'
      ? `O campo ${field} deve ser um número com no máximo ${places} casas decimais.`
      : `O campo ${field} deve ser um número.`;
  },
  isInt: (field) => `O campo ${field} deve ser um número inteiro.`,
  min: (field, [min]) => `O campo ${field} deve ser no mínimo ${String(min)}.`,
  max: (field, [max]) => `O campo ${field} deve ser no máximo ${String(max)}.`,
  isObject: (field) => `O campo ${field} deve ser um objeto.`,
  nestedValidation: (field) => `O campo ${field} deve ser um objeto.`,
  isEmail: (field) => `O campo ${field} deve ser um e-mail válido.`,
  isIn: (field, [values]) => `O campo ${field} deve ser um destes valores: ${list(values)}.`,
  matches: (field) => `O campo ${field} está em um formato inválido.`,
  minLength: (field, [min]) => `O campo ${field} deve ter no mínimo ${String(min)} caracteres.`,
  maxLength: (field, [max]) => `O campo ${field} deve ter no máximo ${String(max)} caracteres.`,
  isLength: (field, [min, max]) =>
    max === undefined
      ? `O campo ${field} deve ter no mínimo ${String(min)} caracteres.`
      : `O campo ${field} deve ter de ${String(min)} a ${String(max)} caracteres.`,
  whitelistValidation: (field) => `O campo ${field} não é permitido.`,
};

const INVALID_FIELD: Sentence = (field) => `O campo ${field} é inválido.`;
/** Sentences that quote the decorator's arguments (IsIn's values, the length limits). */
const NEEDS_ARGUMENTS = new Set(['isIn', 'minLength', 'maxLength', 'isLength']);

/** Constraints whose `message` class-validator itself sets (in English): never kept as written. */
const WORDED_BY_LIBRARY = new Set(['nestedValidation']);

/** The parts of class-validator's ValidationMetadata read here. */
interface RuleMetadata {
  propertyName: string;
  name?: string;
  type: string;
  constraints?: unknown[];
  message?: unknown;
}

/**
 * The validation pipe of the whole API: unknown fields are refused, and every message is Portuguese.
 * A message written in a DTO (`{ message }`) is kept as written: write it in Portuguese.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    // The target tells which DTO (hence which decorator arguments) an error comes from.
    validationError: { target: true, value: false },
    exceptionFactory: (errors) => new BadRequestException(portugueseValidationMessages(errors)),
  });
}

/** Every failed constraint as a Portuguese sentence, nested fields by their path ("user_data.em"). */
export function portugueseValidationMessages(errors: ValidationError[]): string[] {
  const messages = collect(errors, '');
  if (messages.length <= MAX_VALIDATION_MESSAGES) return messages;
  return [...messages.slice(0, MAX_VALIDATION_MESSAGES), MORE_ERRORS_MESSAGE];
}

function collect(errors: ValidationError[], parent: string): string[] {
  const messages: string[] = [];
  // Children are the fields of nested DTOs: the recursion follows the DTOs' nesting, not the body's.
  for (const error of errors) {
    const field = `${parent}${fieldName(error.property)}`;
    for (const [constraint, text] of Object.entries(error.constraints ?? {})) {
      messages.push(sentenceFor(error, constraint, text, field));
      if (messages.length > MAX_VALIDATION_MESSAGES) return messages;
    }
    messages.push(...collect(error.children ?? [], `${field}.`));
    if (messages.length > MAX_VALIDATION_MESSAGES) return messages;
  }
  return messages;
}

function sentenceFor(error: ValidationError, constraint: string, text: string, field: string): string {
  // Nest's own check that a body is an object (an array or a number was sent) has no DTO behind it.
  if (error.target === undefined && constraint === 'isObject') return BODY_NOT_OBJECT_MESSAGE;
  const rule = ruleFor(error, constraint);
  if (rule?.message !== undefined && !WORDED_BY_LIBRARY.has(constraint)) return text;
  // Without its rule (e.g. a body sent as an array) the decorator's arguments are unknown: a sentence
  // that quotes them would read "undefined", so the field is only called invalid.
  if (rule === undefined && NEEDS_ARGUMENTS.has(constraint)) return INVALID_FIELD(field, []);
  return (SENTENCES[constraint] ?? INVALID_FIELD)(field, rule?.constraints ?? []);
}

function ruleFor(error: ValidationError, constraint: string): RuleMetadata | undefined {
  const dto = (error.target as { constructor?: unknown } | undefined)?.constructor;
  if (typeof dto !== 'function') return undefined;
  const rules = getMetadataStorage().getTargetValidationMetadatas(
    dto,
    '',
    false,
    false,
  ) as unknown as RuleMetadata[];
  return rules.find(
    (rule) => rule.propertyName === error.property && (rule.name ?? rule.type) === constraint,
  );
}

function fieldName(property: string): string {
  const name = String(property);
  return name.length > MAX_FIELD_LENGTH ? `${name.slice(0, MAX_FIELD_LENGTH)}…` : name;
}
