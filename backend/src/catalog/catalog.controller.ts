import { Controller, Get, Header, Param, Query, UseFilters } from '@nestjs/common';

import { Public } from '../auth/auth.decorators';
import { CatalogErrorFilter } from './catalog-error.filter';
import type { CatalogPlansResponse, PromoResponse, UpsellOffersResponse } from './catalog.service';
import { CatalogService } from './catalog.service';
import { PromoParamsDto } from './dto/promo-params.dto';
import { UpsellOffersQueryDto } from './dto/upsell-offers-query.dto';

const CACHE_CONTROL = 'public, max-age=300';

/** Open, cacheable reads of the catalog (prices are the same for every visitor). */
@Public()
@UseFilters(CatalogErrorFilter)
@Controller('api/catalog')
export class CatalogController {
  constructor(private readonly catalog: CatalogService) {}

  @Get('plans')
  @Header('Cache-Control', CACHE_CONTROL)
  plans(): CatalogPlansResponse {
    return this.catalog.plans();
  }

  @Get('promos/:code')
  @Header('Cache-Control', CACHE_CONTROL)
  promo(@Param() params: PromoParamsDto): PromoResponse {
    return this.catalog.promo(params.code);
  }

  @Get('upsell-offers')
  @Header('Cache-Control', CACHE_CONTROL)
  upsellOffers(@Query() query: UpsellOffersQueryDto): UpsellOffersResponse {
    return this.catalog.upsellOffers(query.plan, query.interval, query.superUpsell === 'true');
  }
}
