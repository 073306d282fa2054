import type { INestApplication } from '@nestjs/common';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import request from 'supertest';

import { AUTH_POLICY } from '../auth/auth.decorators';
import { createValidationPipe } from '../common/validation-messages';
import { CatalogError } from './catalog-error';
import { CatalogController } from './catalog.controller';
import { CatalogModule } from './catalog.module';
import { CatalogService } from './catalog.service';

async function createTestApp(service?: Partial<CatalogService>): Promise<INestApplication> {
  let builder = Test.createTestingModule({ imports: [CatalogModule] });
  if (service !== undefined) builder = builder.overrideProvider(CatalogService).useValue(service);
  const moduleRef = await builder.compile();
  const app = moduleRef.createNestApplication<NestFastifyApplication>(new FastifyAdapter(), {
    logger: false,
  });
  app.useGlobalPipes(createValidationPipe());
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return app;
}

describe('CatalogController', () => {
  let app: INestApplication;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('is an open route for the global auth guard', () => {
    expect(Reflect.getMetadata(AUTH_POLICY, CatalogController)).toBe('public');
  });

  describe('GET /api/catalog/plans', () => {
    it('returns the plans with centavos and display strings, cacheable for 5 minutes', async () => {
      const response = await http().get('/api/catalog/plans').expect(200);
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body.currency).toBe('BRL');
      expect(response.body.defaultInterval).toBe('biannual');
      expect(response.body.intervals.map((interval: { id: string }) => interval.id)).toEqual([
        'month',
        'quarter',
        'biannual',
        'year',
      ]);
      expect(response.body.plans.map((plan: { name: string }) => plan.name)).toEqual([
        'Profissional',
        'Top Afiliado',
        'Elite',
      ]);
      expect(response.body.plans[0].prices.biannual).toMatchObject({
        originalPrice: 'R$ 49,90',
        price: 'R$ 33,30',
        period: '/mês',
        subtext: 'R$ 199,60 a cada 6 meses',
        total: 'R$ 199,60',
        badge: '33% OFF',
        amounts: { originalPerMonth: 4990, perMonth: 3330, total: 19960 },
      });
      expect(response.body.plans[2].prices.year.total).toBe('R$ 1.127,40');
    });
  });

  describe('GET /api/catalog/promos/:code', () => {
    it('resolves a campaign case-insensitively with its discounted prices', async () => {
      const response = await http().get('/api/catalog/promos/BlackFriday').expect(200);
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      expect(response.body.promo).toMatchObject({
        code: 'blackfriday',
        discount: 40,
        couponCode: 'BF40',
        couponId: 'promo_BF40',
        showCountdown: true,
      });
      expect(response.body.plans[0].prices.month).toMatchObject({
        price: 'R$ 29,94',
        originalPrice: 'R$ 49,90',
      });
      expect(response.body.plans[0].prices.biannual).toMatchObject({
        price: 'R$ 19,98',
        total: 'R$ 119,88',
        checkout: { couponId: 'promo_BF40_profissional_biannual', amount: 11988 },
      });
    });

    it('answers an unknown well-formed code with the 10% referral rule', async () => {
      const response = await http().get('/api/catalog/promos/joana-silva').expect(200);
      expect(response.body.promo).toMatchObject({
        discount: 10,
        couponCode: 'JOANA-SILVA',
        couponId: 'ref_JOANA-SILVA',
      });
    });

    it('trims the code', async () => {
      const response = await http().get('/api/catalog/promos/%20novo-usuario%20').expect(200);
      expect(response.body.promo.couponCode).toBe('BUSQYNOVO10');
    });

    it.each([['a'.repeat(41)], ['dois%20nomes'], ['a%3Bb'], ['a%C3%A7%C3%A3o'], ['%20%20']])(
      'refuses the malformed code %s with 400 and a message',
      async (code) => {
        const response = await http().get(`/api/catalog/promos/${code}`).expect(400);
        expect(response.body.message).toEqual([
          "O código deve ter de 1 a 40 letras sem acento, números, '-' ou '_'.",
        ]);
      },
    );
  });

  describe('GET /api/catalog/upsell-offers', () => {
    const PLAN_MESSAGE = 'O campo plan deve ser um destes valores: profissional, top-afiliado, elite.';
    const INTERVAL_MESSAGE = 'O campo interval deve ser um destes valores: month, biannual.';

    it('returns the offer cards for a plan given by name', async () => {
      const response = await http()
        .get('/api/catalog/upsell-offers')
        .query({ plan: 'Top Afiliado', interval: 'month' })
        .expect(200);
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      expect(response.body.offers.map((offer: { id: string }) => offer.id)).toEqual([
        'quarterly-top-afiliado',
        'upgrade-top-afiliado-to-elite-month',
      ]);
      expect(response.body.offers[1]).toMatchObject({
        planName: 'Elite',
        interval: 'month',
        originalPrice: 'R$ 187,90',
        price: 'R$ 150,32',
        discount: '20% OFF',
        badge: 'Recomendado',
        checkout: {
          planName: 'Elite',
          interval: 'month',
          couponId: 'upsell_upgrade_elite_month',
          amount: 15032,
        },
      });
    });

    it('returns the super upsell cards for a plan given by id', async () => {
      const response = await http()
        .get('/api/catalog/upsell-offers?plan=elite&interval=biannual&superUpsell=true')
        .expect(200);
      expect(response.body.offers.map((offer: { id: string }) => offer.id)).toEqual([
        'training-bundle-elite-biannual',
        'current-plan-elite-biannual',
      ]);
    });

    it('treats superUpsell=false like no flag', async () => {
      const flagged = await http().get(
        '/api/catalog/upsell-offers?plan=elite&interval=month&superUpsell=false',
      );
      const plain = await http().get('/api/catalog/upsell-offers?plan=elite&interval=month');
      expect(flagged.status).toBe(200);
      expect(flagged.body).toEqual(plain.body);
    });

    it.each([
      ['', PLAN_MESSAGE],
      ['?interval=month', PLAN_MESSAGE],
      ['?plan=iniciante&interval=month', PLAN_MESSAGE],
      [`?plan=${'x'.repeat(500)}&interval=month`, PLAN_MESSAGE],
      ['?plan=elite&plan=profissional&interval=month', PLAN_MESSAGE],
      ['?plan=elite', INTERVAL_MESSAGE],
      ['?plan=elite&interval=quarter', INTERVAL_MESSAGE],
      [
        '?plan=elite&interval=month&superUpsell=yes',
        'O campo superUpsell deve ser um destes valores: true, false.',
      ],
      ['?plan=elite&interval=month&price=1', 'O campo price não é permitido.'],
    ])('refuses %s with 400', async (query, message) => {
      const response = await http().get(`/api/catalog/upsell-offers${query}`).expect(400);
      expect(response.body.message).toContain(message);
      expect(response.headers['cache-control']).toBeUndefined();
    });
  });
});

describe('CatalogController error mapping', () => {
  it('turns a CatalogError from the service into a 400 with its message', async () => {
    const app = await createTestApp({
      plans: () => {
        throw new CatalogError('unknown_plan', "Plano desconhecido: 'x'.");
      },
    });
    try {
      const response = await request(app.getHttpServer()).get('/api/catalog/plans').expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, message: "Plano desconhecido: 'x'." });
    } finally {
      await app.close();
    }
  });
});
