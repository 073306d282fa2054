import { readdirSync } from 'node:fs';
import path from 'node:path';

import { BadRequestException } from '@nestjs/common';
import { Type } from 'class-transformer';
import {
  getMetadataStorage,
  IsBoolean,
  IsDefined,
  IsEmail,
  IsIn,
  IsInt,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';

import {
  BODY_NOT_OBJECT_MESSAGE,
  createValidationPipe,
  MAX_VALIDATION_MESSAGES,
  MORE_ERRORS_MESSAGE,
} from './validation-messages';

class ContactDto {
  @IsOptional() @IsString() @MaxLength(320) em?: string;
}

class SampleDto {
  @IsString() @MaxLength(60) planName!: string;
  @IsIn(['month', 'year']) interval!: string;
  @IsOptional() @Matches(/^[a-z]+$/) couponId?: string;
  @IsOptional() @IsEmail() email?: string;
  @IsOptional() @IsBoolean() emailVerified?: boolean;
  @IsOptional() @IsNumber({ maxDecimalPlaces: 2 }) @Min(0) @Max(100) value?: number;
  @IsOptional() @IsInt() count?: number;
  @IsOptional() @IsString() @Length(1, 10) eventId?: string;
  @IsOptional() @Matches(/^x$/, { message: 'Use apenas a letra x.' }) kept?: string;
  @IsOptional() @IsUUID() unmapped?: string;

  @IsOptional() @IsObject() @ValidateNested() @Type(() => ContactDto) contact?: ContactDto;
}

class OptionalOnlyDto {
  @IsOptional() @IsString() name?: string;
}

class RequiredObjectDto {
  @IsDefined() @IsObject() @ValidateNested() @Type(() => ContactDto) contact!: ContactDto;
}

const VALID = { planName: 'Elite', interval: 'month' };

async function messagesFor(body: unknown, metatype: new () => object = SampleDto): Promise<string[]> {
  try {
    await createValidationPipe().transform(body, { type: 'body', metatype });
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestException);
    return ((error as BadRequestException).getResponse() as { message: string[] }).message;
  }
  throw new Error('the body was accepted');
}

/** Words class-validator's English defaults (and English messages in general) are made of. */
const ENGLISH = /\b(must|should|be|exist|property|nested|either|the|of|or|and|is|not)\b/i;

describe('the validation pipe: Portuguese messages', () => {
  it.each([
    [{ ...VALID, planName: 42 }, 'O campo planName deve ser um texto.'],
    [{ ...VALID, planName: 'x'.repeat(61) }, 'O campo planName deve ter no máximo 60 caracteres.'],
    [{ ...VALID, interval: 'week' }, 'O campo interval deve ser um destes valores: month, year.'],
    [{ ...VALID, couponId: 'A!' }, 'O campo couponId está em um formato inválido.'],
    [{ ...VALID, email: 'nope' }, 'O campo email deve ser um e-mail válido.'],
    [{ ...VALID, emailVerified: 'yes' }, 'O campo emailVerified deve ser verdadeiro ou falso.'],
    [{ ...VALID, value: 1.234 }, 'O campo value deve ser um número com no máximo 2 casas decimais.'],
    [{ ...VALID, value: -1 }, 'O campo value deve ser no mínimo 0.'],
    [{ ...VALID, value: 101 }, 'O campo value deve ser no máximo 100.'],
    [{ ...VALID, count: 1.5 }, 'O campo count deve ser um número inteiro.'],
    [{ ...VALID, eventId: '' }, 'O campo eventId deve ter de 1 a 10 caracteres.'],
    [{ ...VALID, x: 1 }, 'O campo x não é permitido.'],
    [{ ...VALID, contact: { em: 7 } }, 'O campo contact.em deve ser um texto.'],
    [{ ...VALID, contact: { city: 'Recife' } }, 'O campo contact.city não é permitido.'],
    [{ ...VALID, kept: 'y' }, 'Use apenas a letra x.'],
    [{ ...VALID, unmapped: 'not-a-uuid' }, 'O campo unmapped é inválido.'],
  ])('%j → %s', async (body, message) => {
    const messages = await messagesFor(body);
    expect(messages).toContain(message);
    for (const other of messages) expect(other).not.toMatch(ENGLISH);
  });

  it('words every failed constraint of a field, nested or not, and never in English', async () => {
    const messages = await messagesFor({ contact: 'texto', interval: 3 });
    expect(messages).toEqual([
      'O campo planName deve ter no máximo 60 caracteres.',
      'O campo planName deve ser um texto.',
      'O campo interval deve ser um destes valores: month, year.',
      'O campo contact deve ser um objeto.',
      'O campo contact deve ser um objeto.',
    ]);
    const nested = await messagesFor({ contact: 3 }, RequiredObjectDto);
    expect(nested.length).toBeGreaterThan(0);
    for (const message of nested) expect(message).not.toMatch(ENGLISH);
  });

  it('says the body must be a JSON object when it is a number, a string or null', async () => {
    for (const body of [42, 'texto', true]) {
      expect(await messagesFor(body, OptionalOnlyDto)).toEqual([BODY_NOT_OBJECT_MESSAGE]);
    }
  });

  it('words a body sent as an array without quoting unknown arguments ("undefined")', async () => {
    const messages = await messagesFor([null, { a: 1 }]);
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) {
      expect(message).not.toMatch(ENGLISH);
      expect(message).not.toContain('undefined');
      expect(message).not.toMatch(/valores: \./);
    }
  });

  it('cuts a long unknown field name, and stops after MAX_VALIDATION_MESSAGES messages', async () => {
    const [long] = await messagesFor({ ...VALID, ['k'.repeat(500)]: 1 });
    expect(long).toBe(`O campo ${'k'.repeat(60)}… não é permitido.`);
    const many = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`f${i}`, i]));
    const messages = await messagesFor({ ...VALID, ...many });
    expect(messages).toHaveLength(MAX_VALIDATION_MESSAGES + 1);
    expect(messages.at(-1)).toBe(MORE_ERRORS_MESSAGE);
  });
});

describe("the API's DTOs", () => {
  const srcDir = path.join(__dirname, '..');
  const dtoFiles = readdirSync(srcDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((feature) => {
      const dir = path.join(srcDir, feature.name, 'dto');
      try {
        return readdirSync(dir)
          .filter((file) => file.endsWith('.dto.ts'))
          .map((file) => path.join(dir, file));
      } catch {
        return [];
      }
    });

  it('write their own messages (kept as written) in Portuguese only', async () => {
    expect(dtoFiles.length).toBeGreaterThan(5);
    const written: string[] = [];
    for (const file of dtoFiles) {
      const exports = (await import(file)) as Record<string, unknown>;
      for (const dto of Object.values(exports)) {
        if (typeof dto !== 'function') continue;
        const rules = getMetadataStorage().getTargetValidationMetadatas(dto, '', false, false);
        for (const rule of rules) {
          if (rule.message === undefined || rule.type === 'nestedValidation') continue;
          const args = { property: rule.propertyName, value: undefined, constraints: [], targetName: '' };
          written.push(
            typeof rule.message === 'function' ? rule.message({ ...args, object: {} }) : rule.message,
          );
        }
      }
    }
    expect(written.length).toBeGreaterThan(0);
    for (const message of written) expect(message).not.toMatch(ENGLISH);
  });
});
